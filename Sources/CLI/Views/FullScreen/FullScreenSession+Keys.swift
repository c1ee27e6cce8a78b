import MoviesPresentation
import TerminalKit

/// Keys: those of every screen (`FullScreenLoop`), then the search field's. A key changes the
/// view's state or calls an input of the view model on top; the frame follows by observation.
extension FullScreenSession {
    /// The search screen, at the root of the router's stack.
    var list: MoviesListViewModel? { router.stack.screens.first?.moviesList }

    func handle(_ key: Key) {
        state.notice = nil
        state.answer = nil
        guard !loop.handleControlKey(key) else { return }
        if state.showsKeys { return handleKeysOverlayKey(key) }
        if state.filters != nil { return handleFiltersKey(key) }
        if case .mouse(let event) = key { return handleMouse(event) }
        switch router.top {
        case .movieDetails(let details): handleDetailsKey(key, details)
        case .moviesQueryList(let queries): handleFieldKey(key, suggestions: queries)
        case .moviesList, nil:
            if state.focus == .searchField { handleFieldKey(key, suggestions: nil) } else { handleResultsKey(key) }
        }
    }

    // MARK: - The search field

    private func handleFieldKey(_ key: Key, suggestions: MoviesQueryListViewModel?) {
        state.focus = .searchField
        // `?` shows the keys where it would start a query, which no title does; in a query it is typed.
        if key == .text("?"), state.field.text.isEmpty {
            state.showsKeys = true
            return
        }
        guard !editQuery(key) else { return }
        switch key {
        case .up, .down, .control("p"), .control("n"):
            let down = key == .down || key == .control("n")
            if let suggestions {
                moveSuggestion(down ? 1 : -1, count: suggestions.items.count + view.lists.count)
            } else if down {
                focusResults()
            }
        case .enter:
            if let suggestions, let row = state.suggestionRow {
                chooseSuggestion(row, of: suggestions)
            } else {
                searchNow()
            }
        case .escape where !state.field.text.isEmpty:
            // One step back: a field with text is first cleared, its recent queries shown again.
            state.field = SearchFieldText()
            searchAsTyped()
        case .escape:
            loop.finish()
        case .tab, .backTab:
            // Back to the results under the suggestions, when there are any.
            guard let list, !list.items.isEmpty || !list.query.isEmpty else { return }
            if suggestions != nil { list.closeQuerySuggestions() }
            if !list.items.isEmpty { focusResults() }
        default:
            break
        }
    }

    /// Applies `key` to the search field's text, if it edits text; whether it did. A change is
    /// searched as typed.
    func editQuery(_ key: Key) -> Bool {
        let before = state.field.text
        guard state.field.apply(key) else { return false }
        if state.field.text != before { searchAsTyped() }
        return true
    }

    /// The field's text changed: its search after the pause, or, when it is empty, the recent
    /// queries again. In `movies pick` the results take the keys while a query is typed, as in
    /// fzf (`FullScreenSession+Results`).
    private func searchAsTyped() {
        guard let list else { return }
        state.suggestionRow = nil
        let text = state.field.text
        state.focus = picking && !text.allSatisfy(\.isWhitespace) ? .results : .searchField
        guard !text.allSatisfy(\.isWhitespace) else {
            typing.run(now: true) { [router] in
                guard router.top?.moviesQueryList == nil else { return }
                await list.showQuerySuggestions()
            }
            return
        }
        // A search as the user types is a preview: its query is not a recent query until chosen.
        typing.run { [weak self] in await self?.search(text, with: list, remembering: false) }
    }

    /// Enter in the field: the text's search at once, unless its results are shown already (a
    /// search that failed is asked again); either way the user chose it, so its query joins the
    /// recent queries (as with ↓).
    private func searchNow() {
        let text = state.field.text
        guard let list, !text.allSatisfy(\.isWhitespace) else { return }
        if list.showsSettledSearch(of: text) {
            list.closeQuerySuggestions()
            typing.cancel()
            Task { await list.rememberQuery() }
        } else {
            typing.run(now: true) { [weak self] in await self?.search(text, with: list, remembering: true) }
        }
        state.focus = .results
    }

    private func search(_ text: String, with list: MoviesListViewModel, remembering: Bool) async {
        state.results = ListSelection()
        await list.search(text, remembering: remembering)
    }

    func moveSuggestion(_ step: Int, count: Int) {
        guard count > 0 else { return }
        let row = (state.suggestionRow ?? -1) + step
        state.suggestionRow = row < 0 ? nil : min(row, count - 1)
    }

    /// Runs the recent query at `row`: the coordinator's suggestions screen searches it. The rows
    /// after the queries are the lists to browse.
    func chooseSuggestion(_ row: Int, of suggestions: MoviesQueryListViewModel) {
        if row >= suggestions.items.count, view.lists.indices.contains(row - suggestions.items.count) {
            return browse(view.lists[row - suggestions.items.count])
        }
        guard suggestions.items.indices.contains(row) else { return }
        state.field = SearchFieldText(suggestions.items[row].query.text)
        state.suggestionRow = nil
        state.results = ListSelection()
        state.focus = .results
        typing.run(now: true) { await suggestions.select(at: row) }
    }

    /// Moves to the results. Going to a search's results chooses it: its query, if it was
    /// only typed, joins the recent queries.
    func focusResults() {
        guard let list, !list.items.isEmpty else { return }
        state.focus = .results
        Task { await list.rememberQuery() }
    }
}

// MARK: - Keys of lists, and the mouse

extension FullScreenSession {
    /// The keys fzf's and vi's users press for the arrows: `j` `k`, Ctrl-N Ctrl-P, `g` `G`.
    static func listKey(_ key: Key) -> Key {
        switch key {
        case .text("j"), .control("n"): .down
        case .text("k"), .control("p"): .up
        case .text("g"): .home
        case .text("G"): .end
        default: key
        }
    }

    /// The wheel moves what the arrows move; a click chooses a recent query, or selects a
    /// result (a click on the selected one opens it), or puts the focus in the search field. A
    /// click outside the screen (a terminal's mistake, or bytes someone wrote) is ignored.
    func handleMouse(_ event: MouseEvent) {
        if case .click(let row, let column) = event,
            !(0..<state.size.rows).contains(row) || !(0..<state.size.columns).contains(column)
        {
            return
        }
        switch (event, router.top) {
        case (.wheelUp, .movieDetails(let details)?): handleDetailsKey(.up, details)
        case (.wheelDown, .movieDetails(let details)?): handleDetailsKey(.down, details)
        case (.wheelUp, .moviesQueryList(let queries)?):
            moveSuggestion(-1, count: queries.items.count + view.lists.count)
        case (.wheelDown, .moviesQueryList(let queries)?):
            moveSuggestion(1, count: queries.items.count + view.lists.count)
        case (.wheelUp, _), (.wheelDown, _):
            guard let list = router.stack.shownList, !list.items.isEmpty else { return }
            if state.focus == .searchField { focusResults() }
            handleResultsKey(event == .wheelUp ? .up : .down)
        case (.click(let row, _), _) where row == 0:
            state.focus = .searchField
        case (.click(let row, _), .moviesQueryList(let queries)?):
            // The heading is the body's first row, the queries follow, then the lists.
            let index = row - 2
            let firstList = SuggestionsSection.firstListRow(queries)
            chooseSuggestion(index < firstList ? index : queries.items.count + index - firstList, of: queries)
        case (.click(let row, _), .moviesList?), (.click(let row, _), nil):
            guard let list = router.stack.shownList, !list.items.isEmpty else { return }
            // The column headings are the body's first row, the results follow.
            let index = state.results.top + row - 2
            guard list.items.indices.contains(index) else { return }
            if state.focus == .results, index == state.results.row { return handleResultsKey(.enter) }
            if state.focus == .searchField { focusResults() }
            let listRows = ResultPreviewPane.listRows(
                list, columns: state.size.columns, rows: FullScreenView.bodyRows(state.size))
            guard row - 1 < listRows else { return }  // the preview under the results
            state.results.select(index, count: list.items.count, visibleRows: listRows - 1)
        case (.click, .movieDetails?):
            break
        }
    }
}
