import CommandLineKit
import MoviesData

/// The merging step of `AppConfiguration`'s reading: the environment over the settings file.
/// Each stored setting stands for its variable (`language = de` is `MOVIES_LANGUAGE=de`), so a
/// setting is read one way, whichever way it was given; a variable that is set and not empty
/// wins over the file, and credentials count as one setting (a token or a key in the
/// environment hides both of the file's).
enum Settings {
    /// The variables of `environment` with the file's `stored` settings under them. An unknown
    /// key or a bad value in the file is a bad setting, named with `location` and the key, never
    /// with the value.
    static func variables(
        _ environment: [String: String], over stored: [(key: String, value: String)], location: String
    ) throws(AppSetupFailure) -> [String: String] {
        var merged = environment
        let hasCredentials = [ConfigKey.accessToken, .apiKey].contains { !(environment[$0.variable] ?? "").isEmpty }
        for (name, value) in stored {
            guard let key = ConfigKey(rawValue: name) else {
                var message = "\(location): unknown setting \(ArgumentText.quoted(name))"
                if let close = Suggestion.closest(to: name, among: ConfigKey.allCases.map(\.rawValue)) {
                    message += "; did you mean '\(close)'?"
                }
                throw AppSetupFailure(message: message)
            }
            if let problem = problem(with: value, for: key) {
                throw AppSetupFailure(message: "\(location): \(key.rawValue) \(problem)")
            }
            if key.isSecret, hasCredentials { continue }
            if (environment[key.variable] ?? "").isEmpty { merged[key.variable] = value }
        }
        for key in [ConfigKey.language, .source] {
            if let value = merged[key.variable], !value.isEmpty, let problem = problem(with: value, for: key) {
                throw AppSetupFailure(message: "\(key.variable) \(problem)")
            }
        }
        return merged
    }

    /// Why `value` cannot be `key`'s ("must look like en or en-US"), or `nil` when it can. The
    /// rules are the ones the options and the variables follow; the text never repeats the value.
    static func problem(with value: String, for key: ConfigKey) -> String? {
        switch key {
        case .accessToken, .apiKey:
            if value.isEmpty { return "is empty" }
            return TMDBConfiguration.acceptsSecret(value) ? nil : "contains whitespace or control characters"
        case .language:
            return CommandLineParser.isLanguage(value) ? nil : "must look like en or en-US"
        case .source:
            return SourceOption(rawValue: value) == nil ? "must be tmdb or catalog" : nil
        case .timeout:
            return NetworkTimeouts.seconds(value) == nil ? NetworkTimeouts.rule : nil
        }
    }
}
