import MoviesDomain

/// `movie/{id}?append_to_response=credits,videos,release_dates,watch/providers`: one body with
/// the details (`TMDBMovieDTO`, `TMDBMovieDetailsDTO`), the collection and the appended parts,
/// decoded in one pass and checked before anything is cached. A part that cannot be read (of
/// another shape, or longer than any film's) is left out alone and named; the details stand.
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
    /// The parts that did not decode, each named with why.
    let unreadParts: [String]

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
        var unread: [String] = []
        collection = Self.part(.collection, of: container, unread: &unread)
        credits = Self.part(.credits, of: container, unread: &unread)
        videos = Self.part(.videos, of: container, unread: &unread)
        releaseDates = Self.part(.releaseDates, of: container, unread: &unread)
        watchProviders = Self.part(.watchProviders, of: container, unread: &unread)
        unreadParts = unread
    }

    /// The part at `key`, or `nil` when it is missing or cannot be decoded (then named in `unread`).
    private static func part<Part: Decodable>(
        _ key: CodingKeys, of container: KeyedDecodingContainer<CodingKeys>, unread: inout [String]
    ) -> Part? {
        do {
            return try container.decodeIfPresent(Part.self, forKey: key)
        } catch {
            unread.append("\(key.stringValue) (not the expected JSON)")
            return nil
        }
    }

    /// The story a body tells for `region`; the closure `TMDBResponseFetching.fetch` runs on
    /// every body (so for any region, the whole body is checked before it is cached).
    static func decodeStory(_ bytes: [UInt8], region: MovieRegion, language: String? = nil) throws(MoviesError)
        -> MovieStory
    {
        try TMDBJSON.decode(TMDBMovieStoryDTO.self, from: bytes).toDomain(region: region, language: language)
    }

    /// The story for `region`: its certification, release and watch options (empty when TMDB
    /// lists none there), its trailer in `language` when it has one, the rest as TMDB sent it.
    func toDomain(region: MovieRegion, language: String? = nil) throws(MoviesError) -> MovieStory {
        var unread = unreadParts
        let people = Self.checked("credits", unread: &unread) { () throws(MoviesError) in try credits?.toDomain() }
        let plain = try details.toDomain(movie)
        let dates = Self.checked("release_dates", unread: &unread) {
            () throws(MoviesError) -> (certification: String?, release: RegionalRelease?)? in
            guard let releaseDates else { return nil }
            return (try releaseDates.certification(in: region), try releaseDates.release(in: region))
        }
        let trailerURL = Self.checked("videos", unread: &unread) { () throws(MoviesError) in
            try videos?.trailerURL(language: language)
        }
        let watchOptions = Self.checked("watch/providers", unread: &unread) { () throws(MoviesError) in
            try watchProviders?.options(in: region)
        }
        return MovieStory(
            details: plain.with(certification: dates?.certification), region: region,
            directors: people?.directors ?? [], writers: people?.writers ?? [],
            cast: people?.cast ?? [], trailerURL: trailerURL, watchOptions: watchOptions,
            collection: OutsideText.bounded(collection?.name), release: dates?.release, unreadParts: unread)
    }

    /// What `read` gives, or `nil` when it refuses the part (then named in `unread` with why).
    private static func checked<Value>(
        _ part: String, unread: inout [String], _ read: () throws(MoviesError) -> Value?
    ) -> Value? {
        do {
            return try read()
        } catch {
            let why: String? = if case .invalidResponse(let message) = error { message } else { nil }
            unread.append("\(part) (\(why ?? "invalid"))")
            return nil
        }
    }
}
