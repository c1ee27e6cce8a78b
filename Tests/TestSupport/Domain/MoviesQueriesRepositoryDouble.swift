import MoviesDomain
import Testing

/// A `MoviesQueriesRepository` kept in memory that records every call. It behaves like a
/// real store (newest first, de-duplicated), unless `failure` is set, which every call throws.
public actor MoviesQueriesRepositoryDouble: MoviesQueriesRepository {
    public private(set) var stored: [MovieQuery]
    public private(set) var savedQueries: [MovieQuery] = []
    public private(set) var requestedMaxCounts: [Int] = []
    public private(set) var clearCount = 0
    public var failure: MoviesError?

    public init(stored: [MovieQuery] = []) {
        self.stored = stored
    }

    public func setFailure(_ failure: MoviesError?) { self.failure = failure }

    // MARK: - MoviesQueriesRepository

    public func recentQueries(maxCount: Int) async throws(MoviesError) -> [MovieQuery] {
        requestedMaxCounts.append(maxCount)
        if let failure { throw failure }
        return Array(stored.prefix(maxCount))
    }

    public func saveRecentQuery(_ query: MovieQuery) async throws(MoviesError) {
        savedQueries.append(query)
        if let failure { throw failure }
        stored.removeAll { $0.comparisonKey == query.comparisonKey }
        stored.insert(query, at: 0)
    }

    public func clearRecentQueries() async throws(MoviesError) {
        clearCount += 1
        if let failure { throw failure }
        stored.removeAll()
    }
}
