import MoviesDomain

/// Where poster images are and in which widths, from TMDB's `configuration`.
struct TMDBImagesConfiguration: Sendable, Hashable {
    /// For example `https://image.tmdb.org/t/p/`.
    let secureBaseURL: String
    /// For example `["w92", …, "w780", "original"]`.
    let posterSizes: [String]

    /// The size segment for the width nearest `width`, `original` when no `wNNN` size exists.
    func posterSize(nearest width: Int) -> String {
        let widths = posterSizes.compactMap { size in size.hasPrefix("w") ? Int(size.dropFirst()) : nil }
        guard let nearest = TMDBPosterSize.nearest(to: width, among: widths) else { return "original" }
        return "w\(nearest)"
    }
}
