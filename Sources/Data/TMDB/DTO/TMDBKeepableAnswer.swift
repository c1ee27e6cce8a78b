/// An answer that can say it must not be kept: one that contradicts itself, which a day in the
/// cache would repeat (`CachedTMDBFetcher` asks). Every other answer is kept.
protocol TMDBKeepableAnswer {
    /// Whether the answer is kept once fetched.
    var isKept: Bool { get }
}
