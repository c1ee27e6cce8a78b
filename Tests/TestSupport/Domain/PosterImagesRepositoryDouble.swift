import MoviesDomain
import Testing

/// A `PosterImagesRepository` that answers what a test set and records what it was asked.
public actor PosterImagesRepositoryDouble: PosterImagesRepository {
    public struct Request: Sendable, Hashable {
        public let path: String
        public let width: Int
    }

    public var response: Result<[UInt8], MoviesError>?
    public private(set) var requests: [Request] = []
    /// What `posterURL` was asked, apart from the images.
    public private(set) var urlRequests: [Request] = []

    public init(response: Result<[UInt8], MoviesError>? = nil) {
        self.response = response
    }

    public func posterImage(path: String, width: Int) async throws(MoviesError) -> [UInt8] {
        requests.append(Request(path: path, width: width))
        guard let response else {
            Issue.record("PosterImagesRepositoryDouble.posterImage(path: \"\(path)\") has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        return try response.get()
    }

    /// A URL made of `path` and `width`: what the repository was asked is visible in it.
    public func posterURL(path: String, width: Int) async throws(MoviesError) -> String {
        urlRequests.append(Request(path: path, width: width))
        return "https://images.test/w\(width)\(path)"
    }
}
