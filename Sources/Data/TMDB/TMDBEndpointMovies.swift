import MoviesDomain

extension TMDBEndpoint {
    /// `search/movie` for one page, with what of the sort and filters the search takes: one year.
    /// The query is sent as `MovieQuery.comparisonKey` (lower-cased):
    /// TMDB's search ignores case, so "Alien" and "alien" are one request and one cache entry.
    public static func search(_ query: MovieQuery, page: Int, options: MovieSearchOptions) -> TMDBEndpoint {
        var parameters = [
            "query": query.comparisonKey,
            "page": String(page),
            "include_adult": options.includeAdult ? "true" : "false",
        ]
        // One year is asked for as the film's first release's; the search takes no range.
        if let year = query.year ?? options.arrangement?.year {
            parameters["primary_release_year"] = String(year)
        }
        if let language = options.language { parameters["language"] = language }
        return TMDBEndpoint(kind: .search, path: "search/movie", parameters: parameters)
    }

    /// `movie/{id}`, in `language` when one is asked for (the language is in the cache key).
    public static func details(id: Movie.ID, language: String?) -> TMDBEndpoint {
        TMDBEndpoint(kind: .details, path: "movie/\(id.number)", parameters: language.map { ["language": $0] } ?? [:])
    }

    /// `configuration`: image base URLs and sizes.
    public static let configuration = TMDBEndpoint(kind: .configuration, path: "configuration")
}
