// MARK: - Similar movies

extension MovieDetailsViewModel {
    /// Shows the movies like this one as a results list, through the coordinator; returns once
    /// they have loaded.
    public func showSimilarMovies() async {
        await actions.showSimilarMovies()
    }
}
