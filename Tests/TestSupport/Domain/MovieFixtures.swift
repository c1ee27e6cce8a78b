import MoviesDomain

/// Small builders for test values.
public enum MovieFixtures {
    /// A query known to be valid.
    public static func query(_ text: String = "alien", year: Int? = nil) -> MovieQuery {
        // Test inputs are literals; an invalid one is a bug in the test.
        try! MovieQuery(text: text, year: year)
    }

    /// A movie whose fields are derived from `id`.
    public static func movie(id: Int, title: String? = nil, year: Int? = 1979) -> Movie {
        Movie(
            id: id,
            title: title ?? "Movie \(id)",
            overview: "Overview of movie \(id)",
            releaseDate: year.flatMap { ReleaseDate(year: $0, month: 5, day: 25) },
            voteAverage: 7.5,
            voteCount: 100 + id
        )
    }

    /// Page `page` of `totalPages`, with `count` movies numbered from `page * 100`.
    public static func page(
        _ page: Int, of totalPages: Int, count: Int = 2, source: MoviesPageSource = .remote
    ) -> MoviesPage {
        MoviesPage(
            page: page,
            totalPages: totalPages,
            totalResults: totalPages * count,
            movies: (0..<count).map { movie(id: page * 100 + $0) },
            source: source
        )
    }
}
