import MoviesDomain

extension TMDBEndpoint {
    /// What `story(id:)` appends to a movie's details, in one request: TMDB's credits, videos,
    /// release dates (with certifications) and watch providers, for every region at once.
    static let storyParts = ["credits", "videos", "release_dates", "watch/providers"]

    /// `movie/{id}?append_to_response=credits,videos,release_dates,watch/providers`. It holds
    /// every region's answer, so one cache entry serves any `--region`; kept as details are.
    public static func story(id: Movie.ID) -> TMDBEndpoint {
        TMDBEndpoint(
            kind: .details, path: "movie/\(id.number)",
            parameters: ["append_to_response": storyParts.joined(separator: ",")])
    }
}
