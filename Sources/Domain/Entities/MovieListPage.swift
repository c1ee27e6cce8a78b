/// One page of a list, with what a person's list says beside its movies, and the dates a list of
/// films in cinemas covers.
public struct MovieListPage: Sendable, Hashable {
    /// The movies of the page and the totals, as a search's page holds them.
    public let movies: MoviesPage
    /// For a `person` list, the person found; `nil` for the other lists.
    public let person: Person?
    /// For a `person` list, the others the name matched too, in the source's order.
    public let otherPeople: [Person]
    /// For a `person` list, what they did on each film of the page.
    public let credits: [Movie.ID: MovieCredit]
    /// For `upcoming` and `now playing`, the dates the source says the list covers; `nil` when it
    /// says none.
    public let window: ReleaseWindow?
    /// How many films the source sent on this page that `window` leaves out (`ReleaseWindow.lists`).
    public let leftOutOfWindow: Int

    /// A page of `movies`; a person's list adds who and their credits, a list in cinemas its window
    /// and how many films outside it were left out.
    public init(
        movies: MoviesPage, person: Person? = nil, otherPeople: [Person] = [], credits: [Movie.ID: MovieCredit] = [:],
        window: ReleaseWindow? = nil, leftOutOfWindow: Int = 0
    ) {
        (self.movies, self.person, self.otherPeople, self.credits) = (movies, person, otherPeople, credits)
        (self.window, self.leftOutOfWindow) = (window, leftOutOfWindow)
    }
}
