/// The words that carry no meaning alone: English articles, prepositions, pronouns and the like,
/// and single letters. A search that leaves words out never keeps only those ("may the force be
/// with you" is not "the be you"), nor leaves out a single letter, which typed beside a word is
/// part of a name ("wall e"); a stop word it keeps must be a whole title word.
enum StopWords {
    /// Whether some word of `words` carries meaning: it is no stop word and no single letter.
    static func isMeaningful(_ words: [QueryWord]) -> Bool {
        words.contains { !isLetter($0) && !list.contains($0.joined) }
    }

    /// Whether `word` is one of the stop words.
    static func isStopWord(_ word: QueryWord) -> Bool {
        list.contains(word.joined)
    }

    /// Whether `word` is an English article ("the", "a", "an"), which a title may have or not.
    static func isArticle(_ word: QueryWord) -> Bool {
        articles.contains(word.joined)
    }

    /// The English articles ("the", "a", "an"), lower-case ASCII: the words a title may start
    /// with or not.
    static let articles: [[UInt8]] = ["the", "a", "an"].map { Array($0.utf8) }

    /// Whether `word` is a single letter (a digit is a number).
    static func isLetter(_ word: QueryWord) -> Bool {
        word.joined.count == 1 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(word.joined[0])
    }

    private static let list: Set<[UInt8]> = Set(
        [
            "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "by", "for", "with", "from", "as",
            "into",
            "is", "are", "was", "were", "be", "been", "am", "it", "its", "i", "you", "he", "she", "we", "they", "me",
            "him", "us", "them", "my", "your", "his", "her", "our", "their", "this", "that", "these", "those", "not",
            "no", "do", "does", "did", "so", "if", "than", "then", "there", "here", "what", "who", "which", "may",
            "can", "will", "would", "shall", "should", "could", "might", "must",
        ].map { Array($0.utf8) })
}
