import MoviesDomain

/// One movie of the catalog as its record stores it.
struct CatalogRecord: Sendable, Hashable {
    /// What starts the text form of a catalog id (`c6088`): the catalog numbers its movies by
    /// their row in its source, independently of TMDB.
    static let idPrefix = "c"
    /// The budget value that means "unknown".
    static let unknownBudget = UInt32.max
    /// The MPAA ratings, indexed by `mpaa` (0: none).
    static let mpaaRatings = ["", "G", "PG", "PG-13", "R", "NC-17"]

    /// The CSV's row number.
    let id: Int
    /// In natural order: "The Matrix", not "Matrix, The".
    let title: String
    let votes: Int
    let budget: UInt32
    let year: Int
    /// Minutes; 0 when unknown.
    let runtime: Int
    /// The IMDB user rating times ten (1.0 … 10.0 → 10 … 100); 0 when unknown.
    let ratingTenths: Int
    let mpaa: Int
    /// Bit `i` set when the movie is in `CatalogGenre.allCases[i]`.
    let genreFlags: UInt8

    var genres: [CatalogGenre] {
        CatalogGenre.allCases.filter { genreFlags & (1 << $0.rawValue) != 0 }
    }

    /// The movie as a search result shows it. The catalog has no plot, poster or full date,
    /// so the overview is empty rather than invented, and the date is the year alone.
    var movie: Movie {
        Movie(
            id: Movie.ID(prefix: Self.idPrefix, number: id),
            title: title,
            releaseDate: ReleaseDate(year: year),
            voteAverage: Double(ratingTenths) / 10,
            voteCount: votes,
            genres: genres.compactMap(\.genre)
        )
    }

    /// The details the catalog knows. It holds no production status: none is said (`nil`),
    /// rather than one assumed.
    var details: MovieDetails {
        MovieDetails(
            movie: movie,
            runtime: runtime > 0 ? runtime : nil,
            genres: genres.compactMap(\.genre),
            budget: budget == Self.unknownBudget ? nil : Int(budget),
            certification: Self.mpaaRatings.indices.contains(mpaa) && mpaa > 0 ? Self.mpaaRatings[mpaa] : nil
        )
    }
}
