import MoviesDomain
import Testing

/// A `FetchMovieListUseCase` that answers what a test set, by the first page asked, and records
/// what it was asked. A call with no answer set records a test issue and throws.
public actor FetchMovieListUseCaseDouble: FetchMovieListUseCase {
    public private(set) var responses: [Int: Result<[MovieListPage], MoviesError>] = [:]
    public private(set) var cachedPages: [Int: [MovieListPage]] = [:]
    public private(set) var requests: [MovieListRequest] = []

    public init() {}

    /// Sets what a request starting at `page` returns.
    public func respond(_ result: Result<[MovieListPage], MoviesError>, forPage page: Int = 1) {
        responses[page] = result
    }

    /// Sets older copies handed to `cached` before a request starting at `page` returns.
    public func setCached(_ pages: [MovieListPage], forPage page: Int = 1) { cachedPages[page] = pages }

    public func execute(
        _ request: MovieListRequest, cached: @escaping @Sendable (MovieListPage) async -> Void
    ) async throws(MoviesError) -> [MovieListPage] {
        requests.append(request)
        for older in cachedPages[request.page] ?? [] { await cached(older) }
        guard let response = responses[request.page] else {
            Issue.record("FetchMovieListUseCaseDouble: no answer set for page \(request.page)")
            throw .invalidResponse(message: "no answer set")
        }
        return try response.get()
    }
}
