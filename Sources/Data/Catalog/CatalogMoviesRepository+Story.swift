import MoviesDomain

extension CatalogMoviesRepository: MovieStoryRepository {
    /// The details the catalog has, as a story without credits, trailer or watch options. Its
    /// certification is the MPAA rating: the story is the United States', whatever `region` asks.
    public func movieStory(id: Movie.ID, region: MovieRegion) async throws(MoviesError) -> MovieStory {
        MovieStory(details: try await movieDetails(id: id), region: .unitedStates)
    }
}
