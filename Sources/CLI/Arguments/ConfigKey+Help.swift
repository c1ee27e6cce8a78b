// MARK: - What each setting does, for the help, the man page and the completion scripts

extension ConfigKey {
    /// The setting's line in the help and the man page: what it does, and what overrides it.
    var help: String { "\(summary); \(variable) overrides it." }

    /// What a run does while the setting and its variable are unset, where nothing stands in for
    /// them (`movies config` shows the rest in effect: a default, the locale's country).
    var unsetMeaning: String? {
        self == .images ? "posters are drawn as the terminal answers" : nil
    }

    /// What the setting does, without a full stop.
    var summary: String {
        switch self {
        case .accessToken: "A TMDB API read access token (a secret)"
        case .apiKey: "A TMDB API key, used when no token is set (a secret)"
        case .language: "The default of --language, for example de or pt-BR"
        case .source: "The default of --source: tmdb or catalog"
        case .timeout: "Seconds a TMDB request may take (default 30)"
        case .images: "The default of --images: kitty, iterm, sixel, blocks or none"
        case .region: "The default of --region: a country code such as US or DE (default: the locale's)"
        case .color: "The default of --color: auto, always or never, below NO_COLOR and CLICOLOR_FORCE"
        }
    }
}
