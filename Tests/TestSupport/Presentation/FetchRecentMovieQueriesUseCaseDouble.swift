import MoviesDomain
import Testing

/// A `FetchRecentMovieQueriesUseCase` that answers what a test set and records the counts it
/// was asked for; with no answer set, it records a test issue and throws.
public actor FetchRecentMovieQueriesUseCaseDouble: FetchRecentMovieQueriesUseCase {
    public private(set) var response: Result<[MovieQuery], MoviesError>?
    public private(set) var requestedMaxCounts: [Int] = []

    public init(response: Result<[MovieQuery], MoviesError>? = nil) {
        self.response = response
    }

    /// Sets the answer. It is returned as is, however many queries it holds.
    public func respond(_ response: Result<[MovieQuery], MoviesError>) {
        self.response = response
    }

    public func execute(maxCount: Int) async throws(MoviesError) -> [MovieQuery] {
        requestedMaxCounts.append(maxCount)
        guard let response else {
            Issue.record("FetchRecentMovieQueriesUseCaseDouble.execute(maxCount: \(maxCount)) has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        return try response.get()
    }
}
