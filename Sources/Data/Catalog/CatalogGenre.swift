import MoviesDomain

/// The genre flags of the catalog's source, in the bit order of its records.
enum CatalogGenre: Int, CaseIterable, Sendable {
    case action, animation, comedy, drama, documentary, romance, short

    /// The app's genre, or `nil` for "Short", which the app does not have.
    var genre: Genre? {
        switch self {
        case .action: .action
        case .animation: .animation
        case .comedy: .comedy
        case .drama: .drama
        case .documentary: .documentary
        case .romance: .romance
        case .short: nil
        }
    }
}
