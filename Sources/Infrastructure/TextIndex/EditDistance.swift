/// The optimal-string-alignment distance between two words: the insertions, deletions,
/// substitutions and swaps of two neighbours that make one the other, each one edit. The one
/// implementation of the project's edit distance: `Vocabulary` scans an index with the same
/// table, and a command line's "did you mean" asks here.
public enum EditDistance {
    /// The distance between `a` and `b` when it is at most `limit`; `nil` when it is more.
    public static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        guard limit >= 0 else { return nil }
        guard !a.isEmpty else { return b.count <= limit ? b.count : nil }
        var table = DistanceTable(word: a, limit: limit)
        return b.withUnsafeBytes { letters in
            table.extend(to: letters, sharing: 0) == nil ? table.distance : nil
        }
    }
}
