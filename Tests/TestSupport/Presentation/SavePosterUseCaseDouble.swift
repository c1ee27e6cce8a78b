import MoviesDomain
import Testing

/// A `SavePosterUseCase` that answers what a test set and records what it was asked; with no
/// answer set, it records a test issue and throws.
public actor SavePosterUseCaseDouble: SavePosterUseCase {
    /// One `execute` call.
    public struct Request: Sendable, Hashable {
        public let path: String
        public let width: Int
        public let file: String

        public init(path: String, width: Int, file: String) {
            self.path = path
            self.width = width
            self.file = file
        }
    }

    public private(set) var response: Result<Void, MoviesError>?
    public private(set) var requests: [Request] = []

    public init(response: Result<Void, MoviesError>? = nil) {
        self.response = response
    }

    public func respond(_ response: Result<Void, MoviesError>) {
        self.response = response
    }

    public func execute(path: String, width: Int, to file: String) async throws(MoviesError) {
        requests.append(Request(path: path, width: width, file: file))
        guard let response else {
            Issue.record(
                "SavePosterUseCaseDouble.execute(path: \"\(path)\", width: \(width), to: \"\(file)\") has no response set"
            )
            throw .invalidResponse(message: "no response set in the test double")
        }
        try response.get()
    }
}
