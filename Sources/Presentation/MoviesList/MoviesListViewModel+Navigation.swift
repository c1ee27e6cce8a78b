import MoviesDomain

// MARK: - Paging and navigation

/// What the user does with the results shown: the next page, a movie's details, the suggestions.
/// A one-shot search needs none of them.
extension MoviesListViewModel {
    /// Loads the page after `currentPage`, unless something loads or no page is left.
    public func loadNextPage() async {
        guard loading == .none, hasMorePages else { return }
        guard let request else { return await loadNextFeedPage() }
        let page = currentPage + 1
        let generation = startLoading(.nextPage)
        let useCase = searchMoviesUseCase
        await loads.run { [weak self] in
            do throws(MoviesError) {
                let next = try await useCase.nextPage(page, of: request)
                self?.receive([next], generation: generation, finished: true)
            } catch {
                self?.fail(error, generation: generation)
            }
        }
    }

    /// The page the item at `index` (0-based, in `items`' order) came on, as its source numbers
    /// pages; `nil` when there is no such item. A view says the selection is on it: the highest
    /// page loaded (`currentPage`) is where the list ends.
    public func page(ofItemAt index: Int) -> Int? {
        guard index >= 0 else { return nil }
        var before = 0
        for page in pages {
            before += page.movies.count
            if index < before { return page.page }
        }
        return nil
    }

    /// Cancels the load in flight, keeping what is shown. Its late result is never shown.
    public func cancel() {
        loads.cancel()
        generation += 1
        loading = .none
    }

    /// Opens the details of the item at `index` (0-based, in `items`' order) through the
    /// coordinator; `false` when there is no such item. Opening a movie chooses its search
    /// (`rememberQuery()`).
    @discardableResult
    public func selectItem(at index: Int) async -> Bool {
        let movies = pages.flatMap(\.movies)
        guard movies.indices.contains(index) else { return false }
        await actions.showMovieDetails(movies[index])
        await rememberQuery()
        return true
    }

    /// The user chose the search shown (Enter, a movie opened): if it ran without remembering and
    /// found something (a cached page counts), its query joins the recents now, once.
    public func rememberQuery() async {
        guard let request, !request.remembersQuery, totalResults > 0 else { return }
        self.request?.remembersQuery = true
        await searchMoviesUseCase.rememberQuery(request.query)
    }

    /// Shows the recent queries; choosing one searches it here.
    public func showQuerySuggestions() async {
        await actions.showMovieQueriesSuggestions { [weak self] query in
            guard let self else { return }
            await self.search(MovieSearchRequest(query: query, options: self.defaultOptions))
        }
    }

    /// Hides the recent queries.
    public func closeQuerySuggestions() {
        actions.closeMovieQueriesSuggestions()
    }
}
