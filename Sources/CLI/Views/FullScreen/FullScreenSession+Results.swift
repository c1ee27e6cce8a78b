import JPEGDecoding
import MoviesDomain
import MoviesPresentation
import TerminalKit

/// Keys on the results and on a movie's details, the infinite scroll, and saving a poster.
extension FullScreenSession {
    /// How close to the last row the selection comes before the next page loads.
    static let rowsBeforeNextPage = 3

    // MARK: - The results

    func handleResultsKey(_ key: Key) {
        guard let list = router.stack.shownList else { return }
        // `movies pick` as fzf: what is typed goes to the query, the results keep the rest.
        if picking, Self.editsQueryWhilePicking(key) {
            _ = editQuery(key)
            return
        }
        let key = Self.listKey(key)
        let count = list.items.count
        let listRows = ResultPreviewPane.listRows(
            list, columns: state.size.columns, rows: FullScreenView.bodyRows(state.size))
        if state.results.move(key, count: count, visibleRows: listRows - 1) {
            // The infinite scroll: near the end, the next page loads.
            if count > 0, state.results.row >= count - Self.rowsBeforeNextPage, list.hasMorePages,
                list.loading == .none
            {
                Task { await list.loadNextPage() }
            }
            return
        }
        switch key {
        case .tab where state.picksSeveral, .backTab where state.picksSeveral:
            // fzf's Tab: the row marked (or unmarked), and the selection on to the next one;
            // Shift-Tab, to the one before.
            guard list.items.indices.contains(state.results.row) else { return }
            toggleMark(list.items[state.results.row])
            handleResultsKey(key == .tab ? .down : .up)
        case .enter where picking && !state.marked.isEmpty:
            choose(state.marked)
        case .enter where picking:
            if list.items.indices.contains(state.results.row) { choose([list.items[state.results.row]]) }
        case .escape where router.stack.showsPushedList, .backspace where router.stack.showsPushedList,
            .left where router.stack.showsPushedList:
            leavePushedList()
        case .escape where picking: loop.finish()
        case .escape: returnToSearchField(self.list ?? list)
        case .enter: openDetails(list)
        case .text("/"): returnToSearchField(self.list ?? list)
        case .text("q"): loop.finish()
        case .text("?"): state.showsKeys = true
        case .text("s") where !list.canArrange, .text("f") where !list.canArrange:
            state.notice = list.arrangeRefusal
        case .text("s"):
            // A new search in the next order; the selection goes back to the first row.
            state.results = ListSelection()
            Task { await list.showNextSort() }
        case .text("f"): editFilters(of: list)
        case .text("y") where list.items.indices.contains(state.results.row):
            copyID(list.items[state.results.row].id)
        case .text("o") where list.items.indices.contains(state.results.row):
            let item = list.items[state.results.row]
            openWebPage(item.webPageURL, of: item.id)
        case .paste(let text):
            // A paste is a query: it goes to the search field.
            state.focus = .searchField
            handle(.paste(text))
        case .text(let text) where text.count > 1:
            // Keys typed fast arrive together: each counts.
            for character in text { handleResultsKey(.text(String(character))) }
        default: break
        }
    }

    /// The keys `movies pick`'s results send to the query, as fzf's list does: characters (but
    /// `?`, which shows the keys, and so `j` `k` `g` `G`, `s`, `q`, …), Backspace, Delete, ← →,
    /// Ctrl-A Ctrl-E Ctrl-U Ctrl-W; the arrows, PgUp PgDn, Home End, Tab, Enter and Esc stay the list's.
    static func editsQueryWhilePicking(_ key: Key) -> Bool {
        switch key {
        case .text(let text): !text.contains("?")
        case .backspace, .delete, .left, .right, .control("a"), .control("e"), .control("u"), .control("w"): true
        default: false
        }
    }

    /// A screen taller than the pages loaded: the next page loads through the list's own
    /// `loadNextPage()`, as a scroll to the end would, until the rows are filled or the results
    /// end (a failure stops it; the next load tries again), also while no movie loaded so far
    /// matches the filters. SwiftUI's infinite lists do the same: the last row appearing asks for
    /// the next page.
    func loadPagesToFillTheScreen() {
        guard router.top?.moviesList != nil, let list = router.stack.shownList, list.loading == .none,
            ResultsListSection.fillsWithNextPage(
                list, columns: state.size.columns, rows: FullScreenView.bodyRows(state.size))
        else { return }
        Task { await list.loadNextPage() }
    }

    /// Esc, `/`: the search field again (a list pushed over a movie's details leaves, with the
    /// details). The field holds the query of the results, which stay shown under it; as when it
    /// is typed empty, an empty field (a list browsed) shows the recent queries.
    private func returnToSearchField(_ list: MoviesListViewModel) {
        if router.stack.screens.count > 1 { leaveToSearchScreen() }
        state.focus = .searchField
        state.suggestionRow = nil
        guard state.field.text.allSatisfy(\.isWhitespace) else { return }
        Task { await list.showQuerySuggestions() }
    }

    /// Enter: the coordinator pushes the details of the selected movie; once they are in,
    /// their poster's URL is asked for, and the poster drawn (`drawPoster`).
    private func openDetails(_ list: MoviesListViewModel) {
        let row = state.results.row
        state.details = ScrollPosition()
        Task { [router] in
            // Enter pressed twice before the first opened the details opens them once.
            guard router.top?.moviesList != nil, await list.selectItem(at: row),
                let details = router.top?.movieDetails
            else { return }
            await details.loadPosterURL(width: ShowCommand.defaultPosterWidth)
            await self.drawPoster(of: details)
        }
    }

    /// Loads the poster of `details` (once) and draws it for the screen's size now, off the
    /// main actor: keys never wait for it, and the frame shows it when it is drawn. One drawing
    /// runs at a time: the same poster is not drawn twice at once, and a drawing for another
    /// movie or size cancels the one under way. Why it cannot be drawn is said where it would be.
    func drawPoster(of details: MovieDetailsViewModel) async {
        guard display.images != .none, details.posterPath != nil else { return }
        if details.posterImage == nil { await details.loadPoster(width: ShowCommand.defaultPosterWidth) }
        let key = PosterInView.Key(movieID: details.movieID, area: DetailsSection.posterArea(state.size))
        guard let bytes = details.posterImage, state.poster?.key != key, key.area.columns > 0, key.area.rows > 0,
            posterDrawing?.key != key, state.posterProblem?.movieID != details.movieID
        else { return }
        posterDrawing?.task.cancel()
        let task = Task { [display, state] in
            let drawing: PosterDrawing
            do throws(JPEGError) {
                drawing = try await display.drawing(
                    of: bytes, columns: key.area.columns, rows: key.area.rows, movesCursor: false)
            } catch .cancelled {
                return
            } catch {
                state.posterProblem = (details.movieID, error.message)
                return
            }
            // A resize or another movie while it was drawn: the newer drawing wins.
            guard key == PosterInView.Key(movieID: details.movieID, area: DetailsSection.posterArea(state.size)) else {
                return
            }
            state.poster = PosterInView(key: key, drawing: drawing)
        }
        posterDrawing = (key, task)
        await task.value
        if posterDrawing?.task == task { posterDrawing = nil }
    }

    /// Leaving the details: the poster being drawn for them is no longer wanted.
    func stopDrawingPoster() {
        posterDrawing?.task.cancel()
        posterDrawing = nil
    }

    // MARK: - The details

    func handleDetailsKey(_ key: Key, _ details: MovieDetailsViewModel) {
        let key = Self.listKey(key)
        let lines = DetailsSection(style: view.style, images: view.images).scrolledLineCount(
            details, state: state, columns: state.size.columns)
        if state.details.move(key, lineCount: lines, visibleRows: FullScreenView.bodyRows(state.size) - 1) { return }
        switch key {
        case .escape, .backspace, .left:
            // Back to the list, where the selection still is.
            stopDrawingPoster()
            details.close()
            state.focus = .results
        case .text("p"): savePoster(of: details)
        case .text("m"): showSimilarMovies(of: details)
        case .text("q"): loop.finish()
        case .text("?"): state.showsKeys = true
        case .text("y"): copyID(details.movieID)
        case .text("o"): openWebPage(details.webPageURL, of: details.movieID)
        case .text("/"):
            stopDrawingPoster()
            details.close()
            if let list { returnToSearchField(list) }
        default: break
        }
    }

    /// `y`: the movie's ID to the terminal's clipboard (OSC 52), saying what was done: sent, as
    /// a terminal gives no answer; inside tmux, whether tmux lets it through.
    private func copyID(_ id: Movie.ID) {
        loop.send(Clipboard.copySequence(id.description))
        guard Self.insideTmux else {
            state.answer = "Sent \(id) to the terminal's clipboard"
            return
        }
        // Short: the answer shares the status line with the source and the page.
        state.answer =
            switch TmuxClipboard.setting() {
            case "on": "Sent \(id) to the clipboard through tmux"
            case nil: "Sent \(id) to tmux (its set-clipboard decides)"
            default: "\(id) not copied: tmux needs set-clipboard on"
            }
    }

    /// Whether the session runs inside tmux (`TMUX` set), read once.
    private static let insideTmux = ProcessEnvironment.current()["TMUX"]?.isEmpty == false

    /// `o`: the movie's page in the browser (`DesktopLink`); the catalog's movies have none.
    private func openWebPage(_ address: String?, of id: Movie.ID) {
        guard let address else {
            state.answer = "\(id) has no web page (offline catalog)"
            return
        }
        state.answer = DesktopLink.sentence(
            DesktopLink.open(address, environment: ProcessEnvironment.current()), address: address)
    }

    /// `p`: the screen saves the poster as `movie-<id>-poster.<ext>` in the current folder.
    private func savePoster(of details: MovieDetailsViewModel) {
        guard let path = details.posterPath else {
            // Details that could not be loaded may not say their poster: the reason is theirs.
            state.answer =
                details.error.map { "No poster saved: \($0.messageWithRemedy)" }
                ?? "\(TerminalSanitizer.sanitized(details.title)) has no poster."
            return
        }
        let file = "movie-\(details.movieID)-poster" + (path.hasSuffix(".png") ? ".png" : ".jpg")
        state.busy = "Saving the poster…"
        Task { [state] in
            await details.savePoster(to: file, width: ShowCommand.defaultPosterWidth)
            state.busy = nil
            // A poster that could not be fetched is the details' poster error, on the status line.
            if let saved = details.savedPosterText {
                state.answer = saved
            } else if let failure = details.posterSaveFailure {
                state.answer = failure
            } else if let error = details.posterError {
                state.answer = "No poster saved: \(error.messageWithRemedy)"
            }
        }
    }
}
