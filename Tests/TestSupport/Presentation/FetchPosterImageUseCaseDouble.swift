import MoviesDomain
import Testing

/// A `FetchPosterImageUseCase` that answers what a test set and records what it was asked; with
/// no answer set, it records a test issue and throws.
public actor FetchPosterImageUseCaseDouble: FetchPosterImageUseCase {
    /// One `execute` call.
    public struct Request: Sendable, Hashable {
        public let path: String
        public let width: Int

        public init(path: String, width: Int) {
            self.path = path
            self.width = width
        }
    }

    public private(set) var response: Result<[UInt8], MoviesError>?
    public private(set) var requests: [Request] = []

    public init(response: Result<[UInt8], MoviesError>? = nil) {
        self.response = response
    }

    public func respond(_ response: Result<[UInt8], MoviesError>) {
        self.response = response
    }

    public func execute(path: String, width: Int) async throws(MoviesError) -> [UInt8] {
        requests.append(Request(path: path, width: width))
        guard let response else {
            Issue.record(
                "FetchPosterImageUseCaseDouble.execute(path: \"\(path)\", width: \(width)) has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        return try response.get()
    }
}
