import MoviesData
import SettingsStore
import TerminalImages

/// The rules a setting's value follows, the ones its option and its variable follow too.
extension ConfigKey: SettingKey {
    func problem(with value: String) -> String? {
        switch self {
        case .accessToken, .apiKey:
            if value.isEmpty { return "is empty" }
            return TMDBConfiguration.acceptsSecret(value) ? nil : "contains whitespace or control characters"
        case .language:
            return CommandLineParser.isLanguage(value) ? nil : "must look like en or en-US"
        case .source:
            return SourceOption(rawValue: value) == nil ? "must be tmdb or catalog" : nil
        case .images:
            return ImageProtocol(rawValue: value) == nil ? "must be kitty, iterm, sixel, blocks or none" : nil
        case .region: return SourceArguments.regionProblem(value)
        case .timeout:
            return NetworkTimeouts.seconds.duration(value) == nil ? NetworkTimeouts.rule : nil
        }
    }
}
