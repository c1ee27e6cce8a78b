import MoviesDomain

extension TMDBMoviesRepository: MovieStoryRepository {
    /// The story of movie `id` for `region` in `language`, from one request
    /// (`TMDBEndpoint.story(id:language:)`); an answer about another movie is refused, and so
    /// never cached.
    public func movieStory(id: Movie.ID, region: MovieRegion, language: String?) async throws(MoviesError)
        -> MovieStory
    {
        guard id.prefix.isEmpty else { throw .notFound(message: "\(id) is not a TMDB id.") }
        let decode = { @Sendable (bytes: [UInt8]) throws(MoviesError) -> MovieStory in
            let story = try TMDBMovieStoryDTO.decodeStory(bytes, region: region)
            guard story.id == id else {
                throw .invalidResponse(message: "TMDB answered movie \(id) with movie \(story.id)")
            }
            return story
        }
        return try await fetcher.fetch(.story(id: id, language: language), decode: decode, cached: { _ in }).value
    }
}
