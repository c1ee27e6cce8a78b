import MoviesDomain

/// The JSON documents `--json` prints: one per command, keys in the order the README lists.
enum MoviesJSONView {
    /// `movies search --json`: the pages' results in page order, under the first page's number.
    static func search(query: MovieQuery, pages: [MoviesPage]) -> JSONValue {
        let last = pages.last
        return .object([
            ("query", .string(query.text)),
            ("page", .int(pages.first?.page ?? 1)),
            ("total_pages", .int(last?.totalPages ?? 0)),
            ("total_results", .int(last?.totalResults ?? 0)),
            ("source", .string(sourceName(of: pages))),
            ("results", .array(pages.flatMap(\.movies).map { .object(movieMembers($0)) })),
        ])
    }

    /// `movies show --json`.
    static func details(_ details: MovieDetails) -> JSONValue {
        .object(
            movieMembers(details.movie) + [
                ("runtime", .optional(details.runtime)),
                ("genres", .array(details.genres.map { .string($0.name) })),
                ("tagline", .optional(details.tagline)),
                ("status", .optional(details.status)),
            ])
    }

    /// `movies recent --json`: newest first.
    static func recent(_ queries: [MovieQuery]) -> JSONValue {
        .object([("queries", .array(queries.map { .string($0.text) }))])
    }

    // MARK: - Parts

    static func movieMembers(_ movie: Movie) -> [(key: String, value: JSONValue)] {
        [
            ("id", .int(movie.id)),
            ("title", .string(movie.title)),
            ("original_title", .string(movie.originalTitle)),
            ("release_date", .optional(movie.releaseDate?.iso8601)),
            ("year", .optional(movie.releaseDate?.year)),
            ("overview", .string(movie.overview)),
            ("vote_average", .double(movie.voteAverage)),
            ("vote_count", .int(movie.voteCount)),
            ("poster_path", .optional(movie.posterPath)),
            ("genre_ids", .array(movie.genreIDs.map(JSONValue.int))),
        ]
    }

    /// `tmdb` when any page came from the network, `cache` when all came from the response
    /// cache, `catalog` for the offline catalog.
    static func sourceName(of pages: [MoviesPage]) -> String {
        if pages.contains(where: { $0.source == .remote }) { return "tmdb" }
        if pages.contains(where: { $0.source == .catalog }) { return "catalog" }
        return pages.isEmpty ? "tmdb" : "cache"
    }
}
