/// When an indexed title is the query itself, for the first rank of results: equal word for
/// word ("the matrix"), with its punctuated words joined ("spiderman" is "Spider-Man"), or but
/// for a leading article ("terminator" is "The Terminator"). The forms are made once per
/// search, then compared with each candidate title where it lies.
struct ExactTitle {
    /// The query's words as the index counts them ("spider", "man").
    private let parts: [[UInt8]]
    /// The query's space-separated words, joined ("spiderman").
    private let joined: [[UInt8]]
    /// `parts` after each article a title may start with.
    private let withArticle: [[[UInt8]]]
    /// Whether a query word holds punctuation, so that its joined form differs from its parts.
    private let isPunctuated: Bool

    init(_ words: [QueryWord]) {
        parts = words.flatMap(\.parts)
        joined = words.map(\.joined)
        withArticle = StopWords.articles.map { [$0] + words.flatMap(\.parts) }
        isPunctuated = parts.count != joined.count
    }

    /// Whether `title` (ASCII, `wordCount` words as the index counts them) is the query.
    func matches(_ title: UnsafeRawBufferPointer, wordCount: Int) -> Bool {
        if wordCount == parts.count, TitleMatching.title(title, equals: parts) { return true }
        // Joined forms differ only where the title or the query has punctuation inside a word.
        if wordCount >= joined.count, isPunctuated || wordCount > joined.count,
            TitleMatching.title(title, equals: joined, joined: true)
        {
            return true
        }
        return wordCount == parts.count + 1 && withArticle.contains { TitleMatching.title(title, equals: $0) }
    }
}
