/// "Did you mean": the known word closest to a mistyped one, by Damerau–Levenshtein distance
/// (insertions, deletions, substitutions and swaps of two neighbours each cost one edit).
public enum Suggestion {
    /// The most edits a suggestion may be away from what was typed.
    public static let maxDistance = 2

    /// The word of `candidates` closest to `word` (the first one on a tie), when it is at most
    /// `maxDistance` edits away, and at most one for words of three characters or fewer (the
    /// dashes of an option aside): two edits make any short word into another.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word)
        let letters = typed.drop { $0 == "-" }.count
        let limit = letters <= 3 ? 1 : maxDistance
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = self.distance(typed, Array(candidate))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance between `a` and `b`: the edits that make one the
    /// other, a swapped pair counting once. Command words are short, so the whole table is kept.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
