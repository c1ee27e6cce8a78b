import MoviesDomain

// MARK: - Several pages at once: composed only when a command asks for them

extension MoviesSceneDIContainer {
    /// `search`, asked for several pages at once (`--pages`, `--limit` above a page): each page is
    /// a request of its own, sent together, the results in page order.
    func severalPages(_ search: some SearchMoviesUseCase) -> any SearchMoviesUseCase {
        MultiPageSearchMoviesInteractor(wrapping: search)
    }
}
