import MoviesDomain
import Observation

/// A list without a query (`movies popular`, `movies discover`, a person's films, a movie's
/// similar movies): the lists' slice beside the search. It fetches the list's pages through
/// `FetchMovieListUseCase` and keeps what a list says beside its movies (the person found, what
/// they did on each film); the search screen shows its movies as a feed
/// (`MoviesListViewModel.show(_:)`), with a search's rows, paging and sentences. Browsing never
/// touches the recent queries.
@MainActor @Observable
public final class MovieListViewModel {
    // MARK: - Outputs

    /// The list shown and how it is asked for; a discover list's filters change with a sort.
    public private(set) var request: MovieListRequest
    /// The list shown.
    public var list: MovieList { request.list }
    /// For a person's films, the person found.
    public var person: Person? { pages.first?.person }
    /// For a person's films, the others the name matched too.
    public var otherPeople: [Person] { pages.first?.otherPeople ?? [] }

    /// For `upcoming` and `now playing`, the dates the source says the list covers.
    public var releaseWindow: ReleaseWindow? { pages.first?.window }
    /// How many films outside `releaseWindow` the pages loaded left out.
    public var leftOutOfWindow: Int { pages.reduce(0) { $0 + $1.leftOutOfWindow } }

    /// What the person shown did on the film `id`, for a person's films.
    public func credit(for id: Movie.ID) -> MovieCredit? {
        pages.lazy.compactMap { $0.credits[id] }.first
    }

    // MARK: - State

    /// The list's pages loaded so far, in page order.
    private var pages: [MovieListPage] = []
    @ObservationIgnored private let fetchMovieListUseCase: any FetchMovieListUseCase
    /// Bumped when the list is fetched anew: a page for an older fetch is stale.
    @ObservationIgnored private var generation = 0

    /// The list `request` asks for, fetched by `fetchMovieListUseCase` when shown.
    public init(request: MovieListRequest, fetchMovieListUseCase: any FetchMovieListUseCase) {
        self.request = request
        self.fetchMovieListUseCase = fetchMovieListUseCase
    }
}

// MARK: - MoviesListFeed

extension MovieListViewModel: MoviesListFeed {
    /// The list's name, as the search screen's title says it.
    public var title: String { request.list.name }

    /// `No person named "tom hanks".`, `No movies match these filters.` (discover), else
    /// `No movies listed for "upcoming".`: what has no movie, said as a person meets it.
    public var emptyTitle: String {
        switch request.list {
        case .person(let name, _) where person == nil: "No person named \"\(name)\"."
        case .discover(let arrangement) where arrangement.filters: "No movies match these filters."
        default: "No movies listed for \"\(request.list.name)\"."
        }
    }

    /// A discover list's filters and order; the other lists keep their own.
    public var arrangement: MovieArrangement? {
        if case .discover(let arrangement) = request.list { arrangement } else { nil }
    }

    /// Takes `arrangement` as discover's new filters and order, from its first page; `false`
    /// for the other lists, which keep their own.
    public func rearrange(_ arrangement: MovieArrangement) -> Bool {
        guard case .discover = request.list else { return false }
        (request.list, request.page, request.pageCount) = (.discover(arrangement), 1, 1)
        return true
    }

    /// The pages the request asks for, from the first; an older copy goes to `cached` first.
    public func firstPages(
        cached: @escaping @MainActor @Sendable (MoviesPage) -> Void
    ) async throws(MoviesError) -> [MoviesPage] {
        generation += 1
        pages = []
        return try await load(request, cached: cached)
    }

    /// Page `page` of the list, as the search screen scrolls to it.
    public func nextPage(
        _ page: Int, cached: @escaping @MainActor @Sendable (MoviesPage) -> Void
    ) async throws(MoviesError) -> MoviesPage {
        var next = request
        (next.page, next.pageCount) = (page, 1)
        guard let loaded = try await load(next, cached: cached).first else { throw .cancelled }
        return loaded
    }

    private func load(
        _ request: MovieListRequest, cached: @escaping @MainActor @Sendable (MoviesPage) -> Void
    ) async throws(MoviesError) -> [MoviesPage] {
        let generation = self.generation
        let received = try await fetchMovieListUseCase.execute(request) { @MainActor [weak self] page in
            self?.keep([page], generation: generation)
            cached(page.movies)
        }
        keep(received, generation: generation)
        return received.map(\.movies)
    }

    private func keep(_ received: [MovieListPage], generation: Int) {
        guard generation == self.generation else { return }
        var byNumber = Dictionary(pages.map { ($0.movies.page, $0) }, uniquingKeysWith: { $1 })
        for page in received { byNumber[page.movies.page] = page }
        pages = byNumber.values.sorted { $0.movies.page < $1.movies.page }
    }
}
