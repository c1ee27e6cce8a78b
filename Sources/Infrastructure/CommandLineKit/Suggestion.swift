import TextIndex

/// "Did you mean": the known word closest to a mistyped one, by `EditDistance` (insertions,
/// deletions, substitutions and swaps of two neighbours each cost one edit).
public enum Suggestion {
    /// The most edits a suggestion may be away from what was typed.
    public static let maxDistance = 2

    /// The word of `candidates` closest to `word` (the first one on a tie), when it is at most
    /// `maxDistance` edits away, and at most one for words of four characters or fewer (the
    /// dashes of an option aside): two edits change half of such a word (`tcsh` is not `bash`).
    /// `edits` lowers the limit where a word may as well be meant as it is typed.
    public static func closest(
        to word: String, among candidates: [String], within edits: Int = maxDistance
    ) -> String? {
        let letters = word.drop { $0 == "-" }.count
        let limit = min(letters <= 4 ? 1 : maxDistance, edits)
        let typed = Array(word.utf8)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            guard let distance = EditDistance.distance(typed, Array(candidate.utf8), limit: limit) else { continue }
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
