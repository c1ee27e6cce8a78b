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
    @ObservationIgnored private let clearRecentMovieQueriesUseCase: (any ClearRecentMovieQueriesUseCase)?
    @ObservationIgnored private let didSelect: DidSelect

    /// `numberOfQueriesToShow` is capped at `maxNumberOfQueries`. With
    /// `clearRecentMovieQueriesUseCase`, the screen can forget the queries (`clear()`).
    public init(
        numberOfQueriesToShow: Int = MoviesQueryListViewModel.maxNumberOfQueries,
        fetchRecentMovieQueriesUseCase: any FetchRecentMovieQueriesUseCase,
        clearRecentMovieQueriesUseCase: (any ClearRecentMovieQueriesUseCase)? = nil,
        didSelect: @escaping DidSelect
    ) {
        self.numberOfQueriesToShow = max(0, min(numberOfQueriesToShow, Self.maxNumberOfQueries))
        self.fetchRecentMovieQueriesUseCase = fetchRecentMovieQueriesUseCase
        self.clearRecentMovieQueriesUseCase = clearRecentMovieQueriesUseCase
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

    /// Forgets every recent query (`movies recent --clear`): the list is then empty, or `error`
    /// says why they could not be forgotten. Does nothing on a screen made without the clear
    /// use case.
    public func clear() async {
        guard let clearRecentMovieQueriesUseCase else { return }
        do throws(MoviesError) {
            try await clearRecentMovieQueriesUseCase.execute()
            items = []
            error = nil
        } catch {
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
