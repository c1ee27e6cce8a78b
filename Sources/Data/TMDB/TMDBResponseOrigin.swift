import MoviesDomain

extension TMDBResponse.Origin {
    /// How a page from this origin is labelled for views.
    var pageSource: MoviesPageSource {
        switch self {
        case .network: MoviesPageSource(name: TMDBMoviesRepository.sourceName)
        case .cache(let age): MoviesPageSource(name: TMDBMoviesRepository.sourceName, cachedAge: age)
        }
    }
}
