import MoviesDomain
import Observation

/// The recent-query suggestions (the iOS sample's `MoviesQueryListViewModel`), newest first.
@MainActor @Observable
public final class MoviesQueryListViewModel {
    /// Runs the chosen query's search; awaited, so that `select(at:)` returns with its results.
    public typealias DidSelect = @MainActor (MovieQuery) async -> Void

    /// The most queries the suggestions show.
    public static let maxNumberOfQueries = 10

    // MARK: - Outputs

    /// The recent queries, newest first.
    public private(set) var items: [MoviesQueryListItemViewModel] = []
    /// Whether the queries are being read.
    public private(set) var isLoading = false
    /// Why the queries could not be read; the list is then empty.
    public private(set) var error: ErrorViewModel?

    /// The screen's title.
    public let screenTitle = "Recent searches"
    /// What the screen says when there is no recent query.
    public let emptyDataTitle = "No recent searches"

    /// Whether the queries were read and there are none.
    public var isEmpty: Bool { !isLoading && error == nil && items.isEmpty }

    // MARK: - State

    @ObservationIgnored private let numberOfQueriesToShow: Int
    @ObservationIgnored private let fetchRecentMovieQueriesUseCase: any FetchRecentMovieQueriesUseCase
    @ObservationIgnored private let didSelect: DidSelect

    /// `numberOfQueriesToShow` is capped at `maxNumberOfQueries`.
    public init(
        numberOfQueriesToShow: Int = MoviesQueryListViewModel.maxNumberOfQueries,
        fetchRecentMovieQueriesUseCase: any FetchRecentMovieQueriesUseCase,
        didSelect: @escaping DidSelect
    ) {
        self.numberOfQueriesToShow = max(0, min(numberOfQueriesToShow, Self.maxNumberOfQueries))
        self.fetchRecentMovieQueriesUseCase = fetchRecentMovieQueriesUseCase
        self.didSelect = didSelect
    }
}

// MARK: - Inputs

extension MoviesQueryListViewModel {
    /// Reads the recent queries (the sample does it whenever the suggestions appear).
    public func load() async {
        isLoading = true
        defer { isLoading = false }
        do throws(MoviesError) {
            let queries = try await fetchRecentMovieQueriesUseCase.execute(maxCount: numberOfQueriesToShow)
            items = queries.prefix(numberOfQueriesToShow).map(MoviesQueryListItemViewModel.init(query:))
            error = nil
        } catch {
            items = []
            self.error = ErrorViewModel(error)
        }
    }

    /// Searches the query at `index` (0-based); `false` when there is no such query.
    @discardableResult
    public func select(at index: Int) async -> Bool {
        guard items.indices.contains(index) else { return false }
        await didSelect(items[index].query)
        return true
    }
}
