/// How search orders its matches: by a score that weighs how well a title matches (the query
/// itself, every query word whole, or a word as the start of a longer one) with how well known
/// it is (`SearchableTitles.weight`, a film's votes). A title equal to the query scores as one
/// 64 times as well known that only has the words, and that one as one 8 times as well known
/// that has a word as a word's start: "alien" puts Aliens (64,000 votes) before an obscure
/// "Alien Erotica" with the word whole, and Alien itself first.
enum TitleRanking {
    /// How well a title matches the query's words.
    enum Match: Int {
        /// A query word is the start of a longer title word.
        case wordStart
        /// Every query word is a whole title word.
        case wholeWords
        /// The title is the query (`ExactTitle`).
        case exact

        /// What the match adds to the score, in eighths of a doubling of the weight.
        var bonus: Int { [0, 24, 48][rawValue] }
    }

    /// A weight from which a title is well known: a correction that finds only titles weighing
    /// less is not taken for what the query meant.
    static let wellKnownWeight = 1_000

    /// The score of a title of `weight` that matches as `match`; higher is better.
    static func score(weight: Int, match: Match) -> Int {
        doublings(weight) + match.bonus
    }

    /// `log2(weight + 1)` in eighths: the weight's highest bit, then its next three bits. A
    /// negative weight (damaged data) counts as none; nothing here can overflow.
    static func doublings(_ weight: Int) -> Int {
        let value = UInt64(clamping: weight) + 1
        let bits = UInt64.bitWidth - value.leadingZeroBitCount
        let fraction = bits > 3 ? (value >> UInt64(bits - 4)) & 7 : (value << UInt64(4 - bits)) & 7
        return (bits - 1) * 8 + Int(fraction)
    }

    /// `ranks` ordered by their `scores`, best first; equal scores in rank order.
    static func ordered(_ ranks: [Int], scores: [Int]) -> [Int] {
        zip(ranks, scores).sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
    }
}
