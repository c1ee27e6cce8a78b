/// A film genre, as the app names them. Each source maps its own genres to these in the Data
/// layer (the movie service's numbers, the catalog's columns); a genre a source has and the app
/// does not is left out.
public enum Genre: String, Sendable, Hashable, CaseIterable {
    /// Action films.
    case action
    /// Adventure films.
    case adventure
    /// Animated films.
    case animation
    /// Comedies.
    case comedy
    /// Crime films.
    case crime
    /// Documentaries.
    case documentary
    /// Dramas.
    case drama
    /// Family films.
    case family
    /// Fantasy films.
    case fantasy
    /// Historical films.
    case history
    /// Horror films.
    case horror
    /// Music films and musicals.
    case music
    /// Mysteries.
    case mystery
    /// Romances.
    case romance
    /// Science fiction.
    case scienceFiction
    /// Films made for television.
    case tvMovie
    /// Thrillers.
    case thriller
    /// War films.
    case war
    /// Westerns.
    case western

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
