import MoviesDomain

extension TMDBResponse.Origin {
    /// How a page from this origin is labelled for views.
    var pageSource: MoviesPageSource {
        switch self {
        case .network: MoviesPageSource(name: TMDBService.name)
        case .cache(let age): MoviesPageSource(name: TMDBService.name, cachedAge: age)
        }
    }
}
