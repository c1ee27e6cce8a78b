import MoviesDomain

/// The genre flags of the catalog's source, in the bit order of its records.
enum CatalogGenre: Int, CaseIterable, Sendable {
    case action, animation, comedy, drama, documentary, romance, short

    /// The TMDB genre, or `nil` for "Short", which TMDB does not have.
    var tmdbGenre: Genre? {
        switch self {
        case .action: Genre(id: 28, name: "Action")
        case .animation: Genre(id: 16, name: "Animation")
        case .comedy: Genre(id: 35, name: "Comedy")
        case .drama: Genre(id: 18, name: "Drama")
        case .documentary: Genre(id: 99, name: "Documentary")
        case .romance: Genre(id: 10749, name: "Romance")
        case .short: nil
        }
    }
}
