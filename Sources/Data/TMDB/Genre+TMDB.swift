import MoviesDomain

extension Genre {
    /// TMDB's number for this genre, the one table of them: TMDB's answers and a JSON file's
    /// entries carry these numbers, and `--json` prints them as `genre_ids`.
    public var tmdbID: Int {
        switch self {
        case .action: 28
        case .adventure: 12
        case .animation: 16
        case .comedy: 35
        case .crime: 80
        case .documentary: 99
        case .drama: 18
        case .family: 10751
        case .fantasy: 14
        case .history: 36
        case .horror: 27
        case .music: 10402
        case .mystery: 9648
        case .romance: 10749
        case .scienceFiction: 878
        case .tvMovie: 10770
        case .thriller: 53
        case .war: 10752
        case .western: 37
        }
    }

    /// The genre TMDB numbers `tmdbID`; `nil` for a number the app has no genre for.
    public init?(tmdbID: Int) {
        guard let genre = Self.allCases.first(where: { $0.tmdbID == tmdbID }) else { return nil }
        self = genre
    }
}
