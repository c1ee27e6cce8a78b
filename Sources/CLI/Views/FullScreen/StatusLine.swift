import HumanText
import MoviesDomain
import MoviesPresentation
import TerminalKit

/// The bottom row: on the left, the spinner while a request is out, then what the last key did,
/// else the last error, else a notice, else what the list shown holds ("No movies found" for
/// none); on the right, where those results come from (TMDB, the cache and its age, the offline
/// catalog), the page the selected movie is on and the page count. Results hidden under the
/// recent searches are not counted. A
/// message (what a key did, an error, a notice) wins the room: the right-hand side shortens to
/// the page count, or goes, rather than the message being cut.
@MainActor
struct StatusLine {
    let style: TextStyle

    func line(stack: ScreenStack, state: FullScreenViewState, spinner: String?, columns: Int) -> String {
        // The recent searches stand in place of the results while the field is empty, which stay
        // under them for Tab: the line counts none of them and names no page while they are hidden.
        let list = stack.top?.moviesQueryList == nil ? stack.shownList : nil
        var (message, role): (String?, TextStyle.Role?) = (nil, nil)
        if let answer = state.answer {
            message = answer
        } else if let error = Self.lastError(stack) {
            (message, role) = ("\(error.title): \(error.messageWithRemedy)", .error)
        } else if let notice = state.notice ?? state.busy {
            message = notice
        }
        let prefix = spinner.map { $0 + " " } ?? ""
        let left = TerminalSanitizer.sanitized(prefix + (message ?? list.map(Self.summary) ?? ""))
        let origins = list.map { Self.origins($0, selection: state.results.row) } ?? [""]
        // The first origin that leaves the message whole, else none; a summary keeps the longest.
        let right =
            message == nil
            ? origins[0]
            : origins.first { DisplayWidth.of(left) + 2 + DisplayWidth.of($0) <= columns } ?? ""
        return LineLayout.spread(
            left, message == nil ? .dim : role, right, .accent, columns: columns, style: style)
    }

    /// The error of the screen on top, else the list's: the last thing that failed.
    private static func lastError(_ stack: ScreenStack) -> ErrorViewModel? {
        let list = stack.shownList
        switch stack.top {
        case .movieDetails(let details): return details.error ?? details.posterError ?? list?.error
        case .moviesQueryList(let queries): return queries.error ?? list?.error
        case .moviesList, nil: return list?.error
        }
    }

    /// "Searching…", "Loading page 3…", "42 movies" (after the year asked, what the source read
    /// differently and what it left out, as the text view says them), or nothing before a search.
    private static func summary(_ list: MoviesListViewModel) -> String {
        switch list.loading {
        case .fullScreen: return "Searching…"
        case .nextPage: return "Loading page \(list.currentPage + 1)…"
        case .none:
            guard list.currentPage > 0 else { return "" }
            guard list.totalResults > 0 else { return list.emptyDataTitle }
            let year = list.askedYear.map { "year \($0)" }
            let said = [year, list.correctionText ?? list.searchedYearText, list.omittedText, list.arrangementText]
                .compactMap { $0 }
            return (said + [list.countText]).joined(separator: " · ")
        }
    }

    /// "TMDB · page 2 of 5", "cache, 3 days old · page 1 of 5", "offline catalog · page 1 of 1",
    /// then the page alone ("page 2 of 5") for a message that needs the room. The page is the
    /// one the movie at `selection` came on (the source's page size decides), not the highest
    /// loaded; with no movie shown, the highest loaded.
    private static func origins(_ list: MoviesListViewModel, selection: Int) -> [String] {
        guard let page = list.source else { return [""] }
        let source = page.cachedAge.map { "cache, \(AgeText.text($0)) old" } ?? page.name
        guard list.currentPage > 0, list.totalPageCount > 0 else { return [source] }
        let selected = list.page(ofItemAt: min(selection, list.items.count - 1)) ?? list.currentPage
        let pages = "page \(selected) of \(MovieFormatting.grouped(list.totalPageCount))"
        return ["\(source) · \(pages)", pages]
    }
}
