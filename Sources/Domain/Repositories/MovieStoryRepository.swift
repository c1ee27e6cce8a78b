/// Where a film's story comes from (its details, credits, certification, trailer and watch
/// options): beside `MoviesRepository`, so that a search never depends on it.
public protocol MovieStoryRepository: Sendable {
    /// The story of the movie with `id`, its certification and watch options for `region`;
    /// `MoviesError.notFound` when there is no such movie.
    func movieStory(id: Movie.ID, region: MovieRegion) async throws(MoviesError) -> MovieStory
}
