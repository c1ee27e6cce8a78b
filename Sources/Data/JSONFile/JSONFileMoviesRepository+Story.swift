import MoviesDomain

extension JSONFileMoviesRepository: MovieStoryRepository {
    /// The details the file has, as a story without credits, certification, trailer or watch
    /// options: the scene that stands the file in another source's place still tells one.
    public func movieStory(id: Movie.ID, region: MovieRegion, language: String?) async throws(MoviesError)
        -> MovieStory
    {
        // Bound before the story: swiftlang/swift#91911, -O corrupts an async result split by an await.
        let details = try await movieDetails(id: id, language: language)
        return MovieStory(details: details, region: region)
    }
}
