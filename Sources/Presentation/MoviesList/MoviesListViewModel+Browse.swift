import MoviesDomain

// MARK: - Lists without a query

/// The screen showing a list instead of a search's results (`movies popular`, a movie's similar
/// movies): the same items, pages and sentences, fetched by `FetchMovieListUseCase`; the list's
/// name stands where a query would (`query`). Browsing never touches the recent queries.
extension MoviesListViewModel {
    /// For a person's films, the person found.
    public var person: Person? { listPages.first?.person }
    /// For a person's films, the others the name matched too.
    public var otherPeople: [Person] { listPages.first?.otherPeople ?? [] }

    /// What the person shown did on the film `id`, for a person's films.
    public func credit(for id: Movie.ID) -> MovieCredit? {
        listPages.lazy.compactMap { $0.credits[id] }.first
    }

    /// Shows `request`'s list, cancelling the load in flight; a cached page shows first. A
    /// screen made without a list use case shows an error.
    public func browse(_ request: MovieListRequest) async {
        actions.closeMovieQueriesSuggestions()
        let generation = startLoading(.fullScreen)
        (self.request, listRequest, listPages) = (nil, request, [])
        query = request.list.name
        if case .discover(let arrangement) = request.list { self.arrangement = arrangement } else { arrangement = nil }
        show([])
        await loadList(request, generation: generation)
    }

    /// Loads the list's page after `currentPage`.
    func loadNextListPage() async {
        guard var request = listRequest else { return }
        (request.page, request.pageCount) = (currentPage + 1, 1)
        await loadList(request, generation: startLoading(.nextPage))
    }

    private func loadList(_ request: MovieListRequest, generation: Int) async {
        guard let useCase = fetchMovieListUseCase else {
            return fail(.notFound(message: "This screen shows no lists."), generation: generation)
        }
        await loads.run { [weak self] in
            do throws(MoviesError) {
                let pages = try await useCase.execute(request) { @MainActor [weak self] page in
                    self?.receive(list: [page], generation: generation, finished: false)
                }
                self?.receive(list: pages, generation: generation, finished: true)
            } catch {
                self?.fail(error, generation: generation)
            }
        }
    }

    private func receive(list received: [MovieListPage], generation: Int, finished: Bool) {
        guard generation == self.generation else { return }
        var byNumber = Dictionary(listPages.map { ($0.movies.page, $0) }, uniquingKeysWith: { $1 })
        for page in received { byNumber[page.movies.page] = page }
        listPages = byNumber.values.sorted { $0.movies.page < $1.movies.page }
        receive(received.map(\.movies), generation: generation, finished: finished)
    }
}
