/// The settings `movies config` stores in `$XDG_CONFIG_HOME/movies/config`, each with the
/// variable that overrides it: the environment always wins over the file.
enum ConfigKey: String, CaseIterable, Sendable {
    case accessToken = "access_token"
    case apiKey = "api_key"
    case language
    case source
    case timeout
    case images
    case region
    case color

    /// The environment variable that overrides the setting.
    var environmentVariable: EnvironmentVariable {
        switch self {
        case .accessToken: .accessToken
        case .apiKey: .apiKey
        case .language: .language
        case .source: .source
        case .timeout: .timeout
        case .images: .images
        case .region: .region
        case .color: .color
        }
    }

    /// The name of the variable that overrides the setting.
    var variable: String { environmentVariable.name }

    /// The settings' names that are credentials.
    static let secretNames = Set(allCases.filter(\.isSecret).map(\.rawValue))

    /// Whether the value is a credential: read from stdin only, never printed in full.
    var isSecret: Bool { self == .accessToken || self == .apiKey }
}
