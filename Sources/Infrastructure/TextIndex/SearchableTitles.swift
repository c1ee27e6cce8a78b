/// Titles a `TitleSearch` can search: a `WordIndex` of their words, and for each rank the year,
/// the title's folded ASCII bytes, how many words they fold into and how well known it is. The
/// owner of the titles (their records, their format) conforms; the search needs nothing else of
/// them.
public protocol SearchableTitles {
    /// The index of the titles' words; ranks are `0..<wordIndex.titleCount`.
    var wordIndex: WordIndex { get }
    /// The year of the title at `rank`.
    func year(atRank rank: Int) -> Int
    /// The title at `rank`, ASCII.
    func titleBytes(atRank rank: Int) -> UnsafeRawBufferPointer
    /// How many words the folded title at `rank` has.
    func titleWordCount(atRank rank: Int) -> Int
    /// How well known the title at `rank` is (a count of votes, of readers): ranking weighs it
    /// with how well the title matches (`TitleRanking`).
    func weight(atRank rank: Int) -> Int
}
