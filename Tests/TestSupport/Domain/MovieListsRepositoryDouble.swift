import MoviesDomain
import Testing

/// A `MovieListsRepository` that answers what a test set, by page number, and records what it
/// was asked. A call with no answer set records a test issue and throws.
public actor MovieListsRepositoryDouble: MovieListsRepository {
    /// One `listPage` call.
    public struct Request: Sendable, Hashable {
        public let list: MovieList
        public let page: Int
        public let language: String?
        public let region: String?

        public init(list: MovieList, page: Int, language: String?, region: String?) {
            (self.list, self.page, self.language, self.region) = (list, page, language, region)
        }
    }

    /// Answers by page number.
    public private(set) var responses: [Int: Result<MovieListPage, MoviesError>] = [:]
    /// Older copies handed to `cached` before the answer, by page number.
    public private(set) var cachedPages: [Int: MovieListPage] = [:]
    public private(set) var requests: [Request] = []

    public init() {}

    /// Sets the answer for `page`.
    public func respond(_ result: Result<MovieListPage, MoviesError>, forPage page: Int) { responses[page] = result }
    /// Sets an older copy of `page`, handed to `cached` first.
    public func setCached(_ cached: MovieListPage, forPage page: Int) { cachedPages[page] = cached }

    public func listPage(
        _ list: MovieList, page: MoviesPageNumber, language: String?, region: String?,
        cached: @escaping @Sendable (MovieListPage) async -> Void
    ) async throws(MoviesError) -> MovieListPage {
        requests.append(Request(list: list, page: page.value, language: language, region: region))
        if let older = cachedPages[page.value] { await cached(older) }
        guard let response = responses[page.value] else {
            Issue.record("MovieListsRepositoryDouble: no answer set for page \(page.value)")
            throw .invalidResponse(message: "no answer set")
        }
        return try response.get()
    }
}
