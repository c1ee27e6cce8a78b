import MoviesDomain

extension CatalogMoviesRepository: MovieStoryRepository {
    /// The details the catalog has, as a story without credits, trailer or watch options. Its
    /// certification is the MPAA rating: the story is the United States', whatever `region` asks.
    public func movieStory(id: Movie.ID, region: MovieRegion, language: String?) async throws(MoviesError)
        -> MovieStory
    {
        // Bound before the story: swiftlang/swift#91911, -O corrupts an async result split by an await.
        let details = try await movieDetails(id: id, language: language)
        return MovieStory(details: details, region: .unitedStates)
    }
}
