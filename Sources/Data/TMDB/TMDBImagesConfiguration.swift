import MoviesDomain

/// Where poster images are and in which widths, from TMDB's `configuration`, checked as it is
/// read (`TMDBConfigurationDTO.decodeImages`): a refused one is never cached.
struct TMDBImagesConfiguration: Sendable, Hashable {
    /// For example `https://image.tmdb.org/t/p/`, as the server sent it.
    let secureBaseURL: String
    /// For example `["w92", …, "w780", "original"]`, each `TMDBPosterSize.isValid`.
    let posterSizes: [String]

    /// The size segment for the width nearest `width`, `original` when no `wNNN` size exists.
    func posterSize(nearest width: Int) -> String {
        let widths = posterSizes.compactMap(TMDBPosterSize.width(of:))
        guard let nearest = TMDBPosterSize.nearest(to: width, among: widths) else { return "original" }
        return "w\(nearest)"
    }
}
