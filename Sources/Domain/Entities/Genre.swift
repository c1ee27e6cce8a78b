/// A film genre, as the app names them. Each source maps its own genres to these in the Data
/// layer (the movie service's numbers, the catalog's columns); a genre a source has and the app
/// does not is left out.
public enum Genre: String, Sendable, Hashable, CaseIterable {
    case action, adventure, animation, comedy, crime, documentary, drama, family, fantasy, history, horror, music
    case mystery, romance, scienceFiction, tvMovie, thriller, war, western

    /// The genre's name, for example "Science Fiction".
    public var name: String {
        switch self {
        case .scienceFiction: "Science Fiction"
        case .tvMovie: "TV Movie"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The genre named `name`, case and spaces aside (`science-fiction`, `Science Fiction`).
    public static func named(_ name: String) -> Genre? {
        let key = { (text: String) in text.lowercased().filter(\.isLetter) }
        return allCases.first { key($0.name) == key(name) }
    }
}
