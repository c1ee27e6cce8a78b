/// Where a film's story comes from (its details, credits, certification, trailer and watch
/// options): beside `MoviesRepository`, so that a search never depends on it.
public protocol MovieStoryRepository: Sendable {
    /// The story of the movie with `id` for `region` (certification, release, watch options), in
    /// `language` where the source has it (`nil`: its default); `.notFound` when there is none.
    func movieStory(id: Movie.ID, region: MovieRegion, language: String?) async throws(MoviesError) -> MovieStory
}
