import MoviesDomain

extension TMDBResponse.Origin {
    /// How a page from this origin is labelled for views.
    var pageSource: MoviesPageSource {
        switch self {
        case .network: .remote
        case .cache(let age): .cache(age: age)
        }
    }
}
