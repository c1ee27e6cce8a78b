import TerminalImages
import TerminalKit

extension ConfigKey {
    /// Why `value` cannot be this setting, by the rule its option and its variable follow too;
    /// `nil` when it can. A credential's rule is TMDB's (`ConfigKey+SettingKey.swift`).
    func valueProblem(_ value: String) -> String? {
        switch self {
        case .accessToken, .apiKey:
            return nil
        case .language:
            return CommandLineParser.isLanguage(value) ? nil : "must look like en or en-US"
        case .source:
            return SourceOption(rawValue: value) == nil ? "must be tmdb or catalog" : nil
        case .images:
            return ImageProtocol(rawValue: value) == nil ? "must be kitty, iterm, sixel, blocks or none" : nil
        case .region:
            return SourceArguments.regionProblem(value)
        case .color:
            return ColorChoice(rawValue: value) == nil ? "must be auto, always or never" : nil
        case .timeout:
            return NetworkTimeouts.seconds.duration(value) == nil ? NetworkTimeouts.rule : nil
        }
    }
}
