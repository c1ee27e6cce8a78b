/// TMDB's poster widths, and the rule that picks one for a requested width.
enum TMDBPosterSize {
    /// The widths TMDB's `configuration` lists for posters (`w92` … `w780`; `original` aside).
    static let standardWidths = [92, 154, 185, 342, 500, 780]

    /// The widths a `wNNN` size may name: a configuration that lists another is refused, so
    /// that no number from the server reaches the arithmetic of `nearest`.
    static let widths = 1...10_000

    /// The width `size` names (`w500` gives 500); `nil` for `original` and the like.
    static func width(of size: String) -> Int? {
        guard size.hasPrefix("w"), let width = Int(size.dropFirst()), widths.contains(width) else { return nil }
        return width
    }

    /// Whether `size` is one TMDB could mean: `original`, or `w`/`h` and a width in `widths`
    /// (profile images are sized by height).
    static func isValid(_ size: String) -> Bool {
        guard size != "original" else { return true }
        guard let first = size.first, first == "w" || first == "h", size.count <= 6,
            size.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(size.dropFirst())
        else { return false }
        return widths.contains(number)
    }

    /// The available width nearest to `width`; on a tie, the larger one (a poster scaled down
    /// looks better than one scaled up). `widths` are in `Self.widths`, `width` is positive.
    static func nearest(to width: Int, among widths: [Int] = standardWidths) -> Int? {
        let width = min(max(width, 0), Self.widths.upperBound)
        return widths.filter(Self.widths.contains).min { lhs, rhs in
            let (left, right) = (abs(lhs - width), abs(rhs - width))
            return left == right ? lhs > rhs : left < right
        }
    }
}
