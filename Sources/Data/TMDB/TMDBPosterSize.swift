/// TMDB's poster widths, and the rule that picks one for a requested width.
enum TMDBPosterSize {
    /// The widths TMDB's `configuration` lists for posters (`w92` … `w780`; `original` aside).
    static let standardWidths = [92, 154, 185, 342, 500, 780]

    /// The available width nearest to `width`; on a tie, the larger one (a poster scaled down
    /// looks better than one scaled up).
    static func nearest(to width: Int, among widths: [Int] = standardWidths) -> Int? {
        widths.min { lhs, rhs in
            let (left, right) = (abs(lhs - width), abs(rhs - width))
            return left == right ? lhs > rhs : left < right
        }
    }
}
