/// Where a film can be watched in one region, by provider name, as the source's watch data says:
/// streaming with a subscription, free, free with ads, to rent, to buy.
public struct MovieWatchOptions: Sendable, Hashable {
    /// The web page listing these offers with their links, when known.
    public let link: String?
    /// Providers streaming it with a subscription (flat rate).
    public let streaming: [String]
    /// Providers streaming it free, without ads.
    public let free: [String]
    /// Providers streaming it free, with ads.
    public let ads: [String]
    /// Providers renting it.
    public let rent: [String]
    /// Providers selling it.
    public let buy: [String]

    /// The offers of one region.
    public init(
        link: String?, streaming: [String] = [], free: [String] = [], ads: [String] = [], rent: [String] = [],
        buy: [String] = []
    ) {
        self.link = link
        self.streaming = streaming
        self.free = free
        self.ads = ads
        self.rent = rent
        self.buy = buy
    }

    /// Whether no provider offers it.
    public var isEmpty: Bool { streaming.isEmpty && free.isEmpty && ads.isEmpty && rent.isEmpty && buy.isEmpty }
}
