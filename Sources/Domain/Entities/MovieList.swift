/// A list of movies a user browses without a query (`movies popular`, `movies trending`, …): which
/// list, and what narrows it. Each source answers the lists it can (the catalog orders all its
/// films; the movie service has an endpoint for each) and says when it cannot.
public enum MovieList: Sendable, Hashable {
    /// The films most watched now (the catalog: the most voted).
    case popular
    /// The best rated films (the catalog: among those with enough votes to count).
    case topRated
    /// Films soon in cinemas.
    case upcoming
    /// Films in cinemas now.
    case nowPlaying
    /// The films talked about today or this week.
    case trending(TrendingWindow)
    /// Every film that passes `arrangement`'s filters, in its order.
    case discover(MovieArrangement)
    /// Films like the movie with this id.
    case similar(Movie.ID)
    /// The films of a person the source finds by `name` (the first, or the one at `choice` among
    /// those it finds, from 0), as cast and as crew, newest first.
    case person(name: String, choice: Int = 0)

    /// How far back `trending` looks.
    public enum TrendingWindow: String, Sendable, Hashable, CaseIterable {
        /// Today.
        case day
        /// This week.
        case week
    }

    /// What the list is called where a search shows its query: `popular`, `trending this week`,
    /// `similar to 550`, the person's name as typed.
    public var name: String {
        switch self {
        case .popular: "popular"
        case .topRated: "top-rated"
        case .upcoming: "upcoming"
        case .nowPlaying: "now-playing"
        case .trending(let window): window == .day ? "trending today" : "trending this week"
        case .discover: "discover"
        case .similar(let id): "similar to \(id)"
        case .person(let name, _): name
        }
    }
}
