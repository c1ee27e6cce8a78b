import MoviesDomain
import Testing

/// A `FetchMovieDetailsUseCase` that answers what a test set, by movie id, and records the ids
/// it was asked for; an id with no answer records a test issue and throws.
public actor FetchMovieDetailsUseCaseDouble: FetchMovieDetailsUseCase {
    public private(set) var responses: [Movie.ID: Result<MovieDetails, MoviesError>] = [:]
    public private(set) var requestedIDs: [Movie.ID] = []

    public init() {}

    public func respond(_ result: Result<MovieDetails, MoviesError>, forID id: Movie.ID) {
        responses[id] = result
    }

    public func execute(id: Movie.ID, language: String?) async throws(MoviesError) -> MovieDetails {
        requestedIDs.append(id)
        guard let response = responses[id] else {
            Issue.record("FetchMovieDetailsUseCaseDouble.execute(id: \(id)) has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        return try response.get()
    }
}
