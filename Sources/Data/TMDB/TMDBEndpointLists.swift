import MoviesDomain

extension TMDBEndpoint {
    /// The endpoint of one page of `list`, with the language and, for the lists that take one, the
    /// region (discover's also as `watch_region`, where its films can be watched); `nil` for a person's films, which take two requests (`people`, `movieCredits`).
    /// `discover/movie` takes every filter and the sort (`discoverParameters`): TMDB answers them
    /// over all its films, so its totals count what they keep.
    public static func list(_ list: MovieList, page: Int, language: String?, region: String?) -> TMDBEndpoint? {
        let path: String
        var parameters = ["page": String(page)]
        var takesRegion = true
        switch list {
        case .popular: path = "movie/popular"
        case .topRated: path = "movie/top_rated"
        case .upcoming: path = "movie/upcoming"
        case .nowPlaying: path = "movie/now_playing"
        case .trending(let window): (path, takesRegion) = ("trending/movie/\(window.rawValue)", false)
        case .discover(let arrangement):
            path = "discover/movie"
            parameters.merge(discoverParameters(arrangement)) { $1 }
        case .similar(let id): (path, takesRegion) = ("movie/\(id.number)/recommendations", false)
        case .person: return nil
        }
        if let language { parameters["language"] = language }
        if takesRegion, let region { parameters["region"] = region }
        if case .discover = list, let region { parameters["watch_region"] = region }
        return TMDBEndpoint(kind: .list, path: path, parameters: parameters)
    }

    /// `discover/movie`'s parameters for `arrangement`: genres as an either-or (`|`), one year or a
    /// range of first-release dates, the least rating and votes, and the order.
    static func discoverParameters(_ arrangement: MovieArrangement) -> [String: String] {
        var parameters = ["include_adult": "false", "sort_by": discoverSort(arrangement.sort)]
        if let year = arrangement.year {
            parameters["primary_release_year"] = String(year)
        } else if let years = arrangement.years {
            parameters["primary_release_date.gte"] = "\(years.lowerBound)-01-01"
            parameters["primary_release_date.lte"] = "\(years.upperBound)-12-31"
        }
        if !arrangement.genres.isEmpty {
            parameters["with_genres"] = arrangement.genresInOrder.map { String($0.tmdbID) }.joined(separator: "|")
        }
        if let rating = arrangement.minRating { parameters["vote_average.gte"] = String(rating) }
        if let votes = arrangement.voteFloor { parameters["vote_count.gte"] = String(votes) }
        return parameters
    }

    /// TMDB's `sort_by` for `sort`; the source's own order is its popularity.
    private static func discoverSort(_ sort: MovieArrangement.Sort) -> String {
        switch sort {
        case .relevance: "popularity.desc"
        case .rating: "vote_average.desc"
        case .votes: "vote_count.desc"
        case .year: "primary_release_date.desc"
        case .title: "title.asc"
        }
    }

    /// `search/person` for `name`'s first page: the people a name finds, best match first.
    public static func people(named name: String, language: String?) -> TMDBEndpoint {
        var parameters = ["query": name.lowercased(), "page": "1", "include_adult": "false"]
        if let language { parameters["language"] = language }
        return TMDBEndpoint(kind: .person, path: "search/person", parameters: parameters)
    }

    /// `person/{id}/movie_credits`: every film of the person, as cast and as crew.
    public static func movieCredits(ofPerson id: Int, language: String?) -> TMDBEndpoint {
        TMDBEndpoint(
            kind: .person, path: "person/\(id)/movie_credits", parameters: language.map { ["language": $0] } ?? [:])
    }
}
