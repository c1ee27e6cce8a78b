import MoviesDomain
import Testing

/// A `FetchPosterURLUseCase` that answers what a test set and records what it was asked; with
/// no answer set, it records a test issue and throws.
public actor FetchPosterURLUseCaseDouble: FetchPosterURLUseCase {
    public private(set) var response: Result<String, MoviesError>?
    /// Every `execute` call, as `"<path> <width>"`.
    public private(set) var requests: [String] = []

    public init(response: Result<String, MoviesError>? = nil) {
        self.response = response
    }

    public func respond(_ response: Result<String, MoviesError>) {
        self.response = response
    }

    public func execute(path: String, width: Int) async throws(MoviesError) -> String {
        requests.append("\(path) \(width)")
        guard let response else {
            Issue.record("FetchPosterURLUseCaseDouble.execute(path: \"\(path)\", width: \(width)) has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        return try response.get()
    }
}
