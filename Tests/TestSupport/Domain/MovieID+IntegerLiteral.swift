import MoviesDomain

/// Tests write a bare id (TMDB's kind, no prefix) as a number: `movie(id: 603)`,
/// `.movieDetails(id: 7)`. Only the tests do: in the product, an id is made by the source that
/// numbers the movie, or read from its text form.
extension Movie.ID: ExpressibleByIntegerLiteral {
    public init(integerLiteral number: Int) {
        self.init(number: number)
    }
}
