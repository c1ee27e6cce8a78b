/// Fetches a film's story: its details, who made it and plays in it, and what a region says of it.
public protocol FetchMovieStoryUseCase: Sendable {
    /// The story of the movie with `id` for `region`, in `language` where the source has it;
    /// `MoviesError.notFound` when there is none.
    func execute(id: Movie.ID, region: MovieRegion, language: String?) async throws(MoviesError) -> MovieStory
}

// MARK: - Interactor

/// `FetchMovieStoryUseCase` over a story repository. Its rule: the story is about the movie
/// asked for (for an IMDb id, the movie that has it); an answer about another is refused. (Its
/// region is the one asked for, or the one a source's data is about: the offline catalog's MPAA
/// ratings are the United States'.)
public struct FetchMovieStoryInteractor: FetchMovieStoryUseCase {
    private let storyRepository: any MovieStoryRepository

    /// A use case reading stories from `storyRepository`.
    public init(storyRepository: any MovieStoryRepository) {
        self.storyRepository = storyRepository
    }

    /// The story of the movie with `id` for `region`, in `language`.
    public func execute(id: Movie.ID, region: MovieRegion, language: String?) async throws(MoviesError) -> MovieStory {
        let story = try await storyRepository.movieStory(id: id, region: region, language: language)
        guard story.id == id || (id.isIMDb && story.details.imdbID == id.description) else {
            throw .invalidResponse(message: "asked for the story of \(id), got the story of \(story.id)")
        }
        return story
    }
}
