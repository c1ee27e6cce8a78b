import MoviesDomain

extension TMDBEndpoint {
    /// `search/movie` for one page. The query is sent as `MovieQuery.comparisonKey` (lower-cased):
    /// TMDB's search ignores case, so "Alien" and "alien" are one request and one cache entry.
    public static func search(_ query: MovieQuery, page: Int, options: MovieSearchOptions) -> TMDBEndpoint {
        var parameters = [
            "query": query.comparisonKey,
            "page": String(page),
            "include_adult": options.includeAdult ? "true" : "false",
        ]
        if let year = query.year { parameters["year"] = String(year) }
        if let year = options.primaryReleaseYear { parameters["primary_release_year"] = String(year) }
        if let language = options.language { parameters["language"] = language }
        if let region = options.region { parameters["region"] = region }
        return TMDBEndpoint(kind: .search, path: "search/movie", parameters: parameters)
    }

    /// `movie/{id}`.
    public static func details(id: Movie.ID) -> TMDBEndpoint {
        TMDBEndpoint(kind: .details, path: "movie/\(id.number)")
    }

    /// `configuration`: image base URLs and sizes.
    public static let configuration = TMDBEndpoint(kind: .configuration, path: "configuration")
}
