import MoviesDomain

extension TMDBEndpoint {
    /// What `story(id:language:)` appends to a movie's details, in one request: TMDB's credits,
    /// videos, release dates (with certifications) and watch providers, for every region at once.
    static let storyParts = ["credits", "videos", "release_dates", "watch/providers"]

    /// `movie/{id}?append_to_response=credits,videos,release_dates,watch/providers`, in
    /// `language` when one is asked for. TMDB keeps only the videos in the request's language
    /// unless told otherwise, so `include_video_language` names it, then English, then videos
    /// without a language (`de,en,null`): a film keeps its trailer. The answer holds every
    /// region's, so one cache entry serves any `--region`; the language is in its key (the URL).
    public static func story(id: Movie.ID, language: String?) -> TMDBEndpoint {
        var parameters = ["append_to_response": storyParts.joined(separator: ",")]
        // TMDB's videos are tagged with the ISO 639-1 part alone: `de`, not `de-DE`.
        let videoLanguage = language.map { String($0.prefix { $0 != "-" }).lowercased() }
        parameters["include_video_language"] = TMDBCreditsDTO.once([videoLanguage, "en", "null"].compactMap { $0 })
            .joined(separator: ",")
        if let language { parameters["language"] = language }
        return TMDBEndpoint(kind: .details, path: "movie/\(id.number)", parameters: parameters)
    }
}
