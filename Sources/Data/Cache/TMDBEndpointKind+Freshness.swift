extension TMDBEndpoint.Kind {
    /// How long a cached response of this kind is served without asking TMDB: search results
    /// change daily, a movie's details rarely, the image configuration almost never.
    public var freshnessWindow: Duration {
        switch self {
        case .search, .list, .person: .seconds(24 * 3600)
        case .details: .seconds(7 * 24 * 3600)
        case .configuration: .seconds(3 * 24 * 3600)
        }
    }
}
