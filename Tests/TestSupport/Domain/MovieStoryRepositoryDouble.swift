import MoviesDomain
import Testing

/// A `MovieStoryRepository` that answers what a test set, by movie id, and records what it was
/// asked; an id with no answer records a test issue and throws.
public actor MovieStoryRepositoryDouble: MovieStoryRepository {
    /// One `movieStory` call.
    public struct Request: Sendable, Hashable {
        public let id: Movie.ID
        public let region: MovieRegion
        public let language: String?

        public init(id: Movie.ID, region: MovieRegion, language: String? = nil) {
            self.id = id
            self.region = region
            self.language = language
        }
    }

    public private(set) var responses: [Movie.ID: Result<MovieStory, MoviesError>] = [:]
    public private(set) var requests: [Request] = []

    public init() {}

    public func respond(_ result: Result<MovieStory, MoviesError>, forID id: Movie.ID) {
        responses[id] = result
    }

    public func movieStory(id: Movie.ID, region: MovieRegion, language: String?) async throws(MoviesError)
        -> MovieStory
    {
        requests.append(Request(id: id, region: region, language: language))
        guard let response = responses[id] else {
            Issue.record("MovieStoryRepositoryDouble.movieStory(id: \(id)) has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        return try response.get()
    }
}
