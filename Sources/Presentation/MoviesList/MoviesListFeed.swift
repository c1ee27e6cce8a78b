import MoviesDomain

/// Pages the search screen shows in place of a search's results, fetched their own way (a list
/// without a query: `movies popular`, a person's films). The screen (`MoviesListViewModel.show(_:)`)
/// shows them with a search's rows, paging and sentences; what they are is the feed's business.
@MainActor
public protocol MoviesListFeed: AnyObject, Sendable {
    /// What stands where a search's query would: the list's name.
    var title: String { get }
    /// What the screen says when the feed holds no movie, as a sentence: what it is that has none.
    var emptyTitle: String { get }
    /// How the feed's movies are sorted and filtered; `nil` when they keep the source's order,
    /// which a sort and filters cannot change.
    var arrangement: MovieArrangement? { get }
    /// The feed sorted and filtered by `arrangement` from its first page, when it takes one
    /// (`false`: it keeps its own order).
    func rearrange(_ arrangement: MovieArrangement) -> Bool
    /// The pages the feed was asked for, in order; an older copy of one goes to `cached` first.
    func firstPages(
        cached: @escaping @MainActor @Sendable (MoviesPage) -> Void
    ) async throws(MoviesError) -> [MoviesPage]
    /// Page `page` alone; an older copy of it goes to `cached` first.
    func nextPage(
        _ page: Int, cached: @escaping @MainActor @Sendable (MoviesPage) -> Void
    ) async throws(MoviesError) -> MoviesPage
}
