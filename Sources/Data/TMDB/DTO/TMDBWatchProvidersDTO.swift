import MoviesDomain

/// `watch/providers` appended to `movie/{id}` (TMDB's, by JustWatch): per region code, the
/// watch page's `link` and the providers of each offer TMDB documents: streaming (`flatrate`),
/// free, free with ads, renting and selling it.
struct TMDBWatchProvidersDTO: Decodable {
    struct Region: Decodable {
        let link: String?
        let flatrate: [TMDBOptionalElement<Provider>]?
        let free: [TMDBOptionalElement<Provider>]?
        let ads: [TMDBOptionalElement<Provider>]?
        let rent: [TMDBOptionalElement<Provider>]?
        let buy: [TMDBOptionalElement<Provider>]?
    }

    struct Provider: Decodable {
        let providerName: String?
        let displayPriority: Int?

        enum CodingKeys: String, CodingKey {
            case providerName = "provider_name"
            case displayPriority = "display_priority"
        }
    }

    let results: [String: TMDBOptionalElement<Region>]?

    /// The most regions, and providers in one list, taken.
    static let maxRegions = 500
    static let maxProviders = 500
    /// What the watch page's address must start with: TMDB's own site.
    static let linkPrefix = "https://www.themoviedb.org/"

    /// Where to watch in `region`, providers in TMDB's display order; empty (without a link)
    /// when TMDB lists no offer there.
    func options(in region: MovieRegion) throws(MoviesError) -> MovieWatchOptions {
        let regions = results ?? [:]
        try OutsideText.checkCount(regions.count, max: Self.maxRegions, of: "watch regions")
        guard let offers = regions[region.code]?.value else { return MovieWatchOptions(link: nil) }
        let options = MovieWatchOptions(
            link: Self.checkedLink(offers.link), streaming: try Self.names(offers.flatrate),
            free: try Self.names(offers.free), ads: try Self.names(offers.ads), rent: try Self.names(offers.rent),
            buy: try Self.names(offers.buy))
        return options.isEmpty ? MovieWatchOptions(link: nil) : options
    }

    /// The providers' names by display priority, each once.
    static func names(_ providers: [TMDBOptionalElement<Provider>]?) throws(MoviesError) -> [String] {
        let providers = (providers ?? []).compactMap(\.value)
        try OutsideText.checkCount(providers.count, max: maxProviders, of: "providers")
        let ordered = providers.enumerated().sorted {
            ($0.element.displayPriority ?? Int.max, $0.offset) < ($1.element.displayPriority ?? Int.max, $1.offset)
        }
        return TMDBCreditsDTO.once(ordered.compactMap { OutsideText.whole($0.element.providerName) })
    }

    /// `link` when it is a page of TMDB's site, in printable ASCII without spaces and not too long.
    static func checkedLink(_ link: String?) -> String? {
        guard let link = OutsideText.whole(link, maxBytes: 500), link.hasPrefix(linkPrefix),
            link.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else { return nil }
        return link
    }
}
