import MoviesDomain
import MoviesPresentation
import TerminalImages
import TerminalKit

/// The full-screen view: a frame is a pure function of the screens the router holds (their view
/// models), the view's own state and the screen's size. The search field on top; under it the
/// screen on top of the router (the recent queries, the results, or a movie's details); the keys
/// that work; the status line. Tests compute frames from view-model states alone.
@MainActor
struct FullScreenView {
    /// Narrower or shorter than this, the frame only says so.
    static let minimumSize = TerminalSize(columns: 20, rows: 4)
    /// Rows that are not the body: the search field, the key hints, the status line.
    static let chromeRows = 3
    nonisolated static let searchPrompt = "Search: "
    nonisolated static let filtersPrompt = "Sort and filters: "
    /// What the sort and filters field says while empty: an example.
    nonisolated static let filtersPlaceholder = "--sort rating --year 1979-1985 --genre drama --min-votes 1000"

    let style: TextStyle
    /// How posters are drawn on the details screen.
    var images = ImageProtocol.none
    /// The lists the start screen offers under the recent queries (the source's).
    var lists: [MovieList] = []
    /// Whether the source has similar movies, posters and web pages (TMDB): the keys acting on
    /// them are offered only then.
    var onlineSource = false

    /// The view drawn in `style`, its selection reversed even without colour: a full screen's
    /// selection is where the keys act, and `NO_COLOR` asks for no colour, not for it unseen.
    init(style: TextStyle, images: ImageProtocol = .none, lists: [MovieList] = [], onlineSource: Bool = false) {
        self.style = TextStyle(
            usesColor: style.usesColor, usesHyperlinks: style.usesHyperlinks, reversesSelection: true)
        self.images = images
        self.lists = lists
        self.onlineSource = onlineSource
    }

    func frame(stack: ScreenStack, state: FullScreenViewState) -> ScreenFrame {
        let size = state.size
        guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
            return .message("Too small for movies", size: size)
        }
        let list = stack.screens.first?.moviesList
        var field = SearchFieldRow(prompt: Self.searchPrompt, style: style).render(
            state.field, placeholder: list?.searchPrompt ?? "", columns: size.columns)
        // `movies pick` types into its field from the results, as fzf does: the field keeps the cursor.
        var fieldHasCursor = state.focus == .searchField || state.picking
        if state.focus == .results, !(state.picking && !state.field.text.isEmpty),
            let heading = Self.listHeading(stack)
        {
            // A list without a query names itself where a search's query stands.
            field.line = style.apply(.heading, TextTruncation.truncated(heading, toColumns: size.columns))
            fieldHasCursor = false
        }
        let spinner = isWaiting(stack, state) ? Spinner.frames[state.spinnerPhase % Spinner.frames.count] : nil
        let detailsScroll = detailsScroll(stack, state)
        var hints = KeyHintsLine(style: style, onlineSource: onlineSource).line(
            top: stack.top, list: stack.shownList, state: state, pushedList: stack.showsPushedList,
            detailsScroll: detailsScroll, columns: size.columns)
        var cursor: ScreenFrame.Position?
        if let filters = state.filters {
            // The sort and filters being typed take the key hints' row, and the cursor.
            let row = SearchFieldRow(prompt: Self.filtersPrompt, style: style).render(
                filters, placeholder: Self.filtersPlaceholder, columns: size.columns)
            (hints, cursor) = (row.line, ScreenFrame.Position(row: size.rows - 2, column: row.cursorColumn))
        }
        let status = StatusLine(style: style).line(stack: stack, state: state, spinner: spinner, columns: size.columns)
        let rows = Self.bodyRows(size)
        let body: [String]
        var overlay: ScreenFrame.Overlay?
        switch stack.top {
        case _ where state.showsKeys:
            let keys = KeysSection(style: style, onlineSource: onlineSource)
            let place = KeysSection.place(
                stack, state: state, onlineSource: onlineSource, detailsScroll: detailsScroll)
            body = keys.lines(at: place, scroll: state.keys, rows: rows, columns: size.columns)
            // The hints say the keys of the overlay, not those of the screen under it.
            hints = keys.hints(at: place, rows: rows, columns: size.columns)
        case .moviesQueryList(let queries):
            body = SuggestionsSection(style: style).lines(
                queries, lists: lists, state: state, rows: rows, columns: size.columns)
            fieldHasCursor = true
        case .moviesList(let list):
            body = ResultsListSection(style: style).lines(
                list, state: state, rows: rows, columns: size.columns, spinner: spinner ?? Spinner.frames[0])
        case .movieDetails(let details):
            (body, overlay) = DetailsSection(style: style, images: images).lines(
                details, state: state, rows: rows, columns: size.columns)
            // The section's rows start under the search field.
            overlay?.position.row += 1
            fieldHasCursor = false
        case nil:
            body = LineLayout.padded([], to: rows)
        }
        return ScreenFrame(
            lines: [field.line] + body + [hints, status], columns: size.columns,
            cursor: cursor ?? (fieldHasCursor ? ScreenFrame.Position(row: 0, column: field.cursorColumn) : nil),
            overlay: overlay)
    }

    /// What the list shown is, on top or under the details opened from it, when it is not a
    /// search (whose field says its query): a list browsed from the start screen (`Browse:
    /// popular`), a movie's similar movies pushed over its details (`Movies like Alien`); `nil`
    /// for a search's results and the other screens.
    static func listHeading(_ stack: ScreenStack) -> String? {
        guard let index = stack.screens.lastIndex(where: { $0.moviesList != nil }),
            let feed = stack.screens[index].moviesList?.feed
        else { return nil }
        if index > 0, let details = stack.screens[index - 1].movieDetails {
            return "Movies like " + TerminalSanitizer.sanitized(details.title)
        }
        if let browsed = feed as? MovieListViewModel { return SuggestionsSection.title(browsed.list) }
        return TerminalSanitizer.sanitized(feed.title)
    }

    /// Whether the details on top are longer than the screen: the arrows scroll them.
    func detailsScroll(_ stack: ScreenStack, _ state: FullScreenViewState) -> Bool {
        guard case .movieDetails(let details)? = stack.top else { return false }
        return DetailsSection(style: style, images: images).scrolls(details, state: state)
    }

    /// The rows between the field and the key hints: the screen on top.
    static func bodyRows(_ size: TerminalSize) -> Int {
        max(0, size.rows - chromeRows)
    }

    /// Whether a request is out: the spinner turns.
    func isWaiting(_ stack: ScreenStack, _ state: FullScreenViewState) -> Bool {
        if state.busy != nil { return true }
        if let list = stack.shownList, list.loading != .none { return true }
        switch stack.top {
        case .movieDetails(let details): return details.isLoading
        case .moviesQueryList(let queries): return queries.isLoading
        case .moviesList, nil: return false
        }
    }
}
