/// One page of a list, with what a person's list says beside its movies.
public struct MovieListPage: Sendable, Hashable {
    /// The movies of the page and the totals, as a search's page holds them.
    public let movies: MoviesPage
    /// For a `person` list, the person found; `nil` for the other lists.
    public let person: Person?
    /// For a `person` list, the others the name matched too, in the source's order.
    public let otherPeople: [Person]
    /// For a `person` list, what they did on each film of the page.
    public let credits: [Movie.ID: MovieCredit]

    /// A page of `movies`; a person's list adds who and their credits.
    public init(
        movies: MoviesPage, person: Person? = nil, otherPeople: [Person] = [], credits: [Movie.ID: MovieCredit] = [:]
    ) {
        (self.movies, self.person, self.otherPeople, self.credits) = (movies, person, otherPeople, credits)
    }
}
