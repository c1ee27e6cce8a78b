import MoviesDomain

extension TMDBMoviesRepository: MovieStoryRepository {
    /// The story of movie `id` (TMDB's, or an IMDb id TMDB finds) for `region` in `language`, from
    /// one request (`TMDBEndpoint.story(id:language:)`); an answer about another movie is refused,
    /// and so never cached.
    public func movieStory(id asked: Movie.ID, region: MovieRegion, language: String?) async throws(MoviesError)
        -> MovieStory
    {
        let id = try await tmdbID(of: asked)
        let decode = { @Sendable (bytes: [UInt8]) throws(MoviesError) -> MovieStory in
            let story = try TMDBMovieStoryDTO.decodeStory(bytes, region: region, language: language)
            guard story.id == id else {
                throw .invalidResponse(message: "TMDB answered movie \(id) with movie \(story.id)")
            }
            return story
        }
        return try await fetcher.fetch(.story(id: id, language: language), decode: decode, cached: { _ in }).value
    }
}
