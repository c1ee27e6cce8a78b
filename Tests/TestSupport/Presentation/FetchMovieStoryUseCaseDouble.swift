import MoviesDomain
import Testing

/// A `FetchMovieStoryUseCase` that answers what a test set, by movie id, and records the ids and
/// regions (and, apart, the languages) it was asked for; an id with no answer records a test
/// issue and throws.
public actor FetchMovieStoryUseCaseDouble: FetchMovieStoryUseCase {
    public private(set) var responses: [Movie.ID: Result<MovieStory, MoviesError>] = [:]
    public private(set) var requests: [(id: Movie.ID, region: MovieRegion)] = []
    public private(set) var languages: [String?] = []

    public init() {}

    public func respond(_ result: Result<MovieStory, MoviesError>, forID id: Movie.ID) {
        responses[id] = result
    }

    public func execute(id: Movie.ID, region: MovieRegion, language: String?) async throws(MoviesError)
        -> MovieStory
    {
        requests.append((id, region))
        languages.append(language)
        guard let response = responses[id] else {
            Issue.record("FetchMovieStoryUseCaseDouble.execute(id: \(id)) has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        return try response.get()
    }
}
