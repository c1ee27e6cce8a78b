import MoviesDomain

/// One row of the movies list: the texts a view shows, and the raw values a JSON view prints.
public struct MoviesListItemViewModel: Sendable, Hashable, Identifiable {
    /// The movie's id, which opens its details.
    public let id: Movie.ID
    /// The title to show.
    public let title: String
    /// The title in the film's original language.
    public let originalTitle: String
    /// The release year, or `MovieFormatting.toBeAnnounced`.
    public let yearText: String
    /// The release year, `nil` when unknown.
    public let year: Int?
    /// `YYYY-MM-DD` when the full date is known.
    public let releaseDate: String?
    /// "7.5", or `MovieFormatting.notRated`.
    public let ratingText: String
    /// The average rating, 0…10, as the source sent it.
    public let voteAverage: Double
    /// How many votes `voteAverage` averages.
    public let voteCount: Int
    /// A summary of the plot; `""` when the source has none.
    public let overview: String
    /// TMDB's path of the poster; `nil` when the film has none.
    public let posterPath: String?
    /// The film's genres, for views that print them.
    public let genres: [Genre]
    /// The film's page on the web (TMDB's), when its source has one.
    public let webPageURL: String?

    /// The row of `movie`.
    public init(movie: Movie) {
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle
        yearText = MovieFormatting.year(movie.releaseDate)
        year = movie.releaseDate?.year
        releaseDate = movie.releaseDate?.iso8601
        ratingText = MovieFormatting.rating(movie.voteAverage, voteCount: movie.voteCount)
        voteAverage = movie.voteAverage
        voteCount = movie.voteCount
        overview = movie.overview
        posterPath = movie.posterPath
        genres = movie.genres
        webPageURL = movie.webPageURL
    }
}
