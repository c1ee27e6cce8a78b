import MoviesDomain

/// Small builders for test values.
public enum MovieFixtures {
    /// A query known to be valid.
    public static func query(_ text: String = "alien", year: Int? = nil) -> MovieQuery {
        // Test inputs are literals; an invalid one is a bug in the test.
        try! MovieQuery(text: text, year: year)
    }

    /// A release date known to be valid, to compare with an optional one: an expected value that
    /// could be `nil` would let `nil == nil` pass.
    public static func releaseDate(_ year: Int, _ month: Int? = nil, _ day: Int? = nil) -> ReleaseDate {
        guard let date = ReleaseDate(year: year, month: month, day: day) else {
            preconditionFailure("\(year)-\(month ?? 0)-\(day ?? 0) is not a date: a bug in the test")
        }
        return date
    }

    /// A movie whose fields are derived from `id`.
    public static func movie(id: Int, title: String? = nil, year: Int? = 1979) -> Movie {
        Movie(
            id: Movie.ID(number: id),
            title: title ?? "Movie \(id)",
            overview: "Overview of movie \(id)",
            releaseDate: year.map { releaseDate($0, 5, 25) },
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
