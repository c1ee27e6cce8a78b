import MoviesDomain

/// `movie/{id}?append_to_response=credits,videos,release_dates,watch/providers`: one body with
/// the details (`TMDBMovieDTO`, `TMDBMovieDetailsDTO`), the collection and the appended parts,
/// decoded in one pass and checked before anything is cached.
struct TMDBMovieStoryDTO: Decodable {
    struct Collection: Decodable {
        let name: String?
    }

    let movie: TMDBMovieDTO
    let details: TMDBMovieDetailsDTO
    let collection: Collection?
    let credits: TMDBCreditsDTO?
    let videos: TMDBVideosDTO?
    let releaseDates: TMDBReleaseDatesDTO?
    let watchProviders: TMDBWatchProvidersDTO?

    enum CodingKeys: String, CodingKey {
        case credits, videos
        case collection = "belongs_to_collection"
        case releaseDates = "release_dates"
        case watchProviders = "watch/providers"
    }

    init(from decoder: any Decoder) throws {
        movie = try TMDBMovieDTO(from: decoder)
        details = try TMDBMovieDetailsDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        collection = try container.decodeIfPresent(Collection.self, forKey: .collection)
        credits = try container.decodeIfPresent(TMDBCreditsDTO.self, forKey: .credits)
        videos = try container.decodeIfPresent(TMDBVideosDTO.self, forKey: .videos)
        releaseDates = try container.decodeIfPresent(TMDBReleaseDatesDTO.self, forKey: .releaseDates)
        watchProviders = try container.decodeIfPresent(TMDBWatchProvidersDTO.self, forKey: .watchProviders)
    }

    /// The story a body tells for `region`; the closure `TMDBResponseFetching.fetch` runs on
    /// every body (so for any region, the whole body is checked before it is cached).
    static func decodeStory(_ bytes: [UInt8], region: MovieRegion) throws(MoviesError) -> MovieStory {
        try TMDBJSON.decode(TMDBMovieStoryDTO.self, from: bytes).toDomain(region: region)
    }

    /// The story for `region`: its certification and watch options, the rest as TMDB sent it.
    func toDomain(region: MovieRegion) throws(MoviesError) -> MovieStory {
        let people = try credits?.toDomain() ?? (directors: [], writers: [], cast: [])
        let plain = try details.toDomain(movie)
        let details = MovieDetails(
            movie: plain.movie, runtime: plain.runtime, genres: plain.genres, tagline: plain.tagline,
            status: plain.status, budget: plain.budget, certification: try releaseDates?.certification(in: region))
        return MovieStory(
            details: details, region: region, directors: people.directors, writers: people.writers,
            cast: people.cast, trailerURL: try videos?.trailerURL(),
            watchOptions: try watchProviders?.options(in: region),
            collection: TMDBText.bounded(collection?.name))
    }
}
