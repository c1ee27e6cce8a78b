// MARK: - What each variable does, for the help and the man page

extension EnvironmentVariable {
    /// What the variable does, one sentence.
    var summary: String {
        switch self {
        case .accessToken: "A TMDB API read access token (sent as a bearer token); overrides the access_token setting."
        case .apiKey: "A TMDB API key, used when no token is set; overrides the api_key setting."
        case .apiBase: "TMDB's API base URL (default https://api.themoviedb.org/3)."
        case .language: "The default of --language; overrides the language setting."
        case .source: "The default of --source; overrides the source setting."
        case .timeout:
            "Seconds a TMDB request may take in all, retries and rate-limit waits included (default 30); "
                + "overrides the timeout setting."
        case .images: "How posters are drawn, the default of --images; overrides the images setting."
        case .region: "The default of --region; overrides the region setting."
        case .color: "The default of --color, below NO_COLOR and CLICOLOR_FORCE; overrides the color setting."
        case .connectTimeout: "Seconds connecting to TMDB may take (default 10)."
        case .caBundle: "A PEM file of CA certificates to trust instead of the system's (a proxy that inspects TLS)."
        case .certFile: "The same as CURL_CA_BUNDLE, read when that is not set."
        case .configHome: "The config file is $XDG_CONFIG_HOME/movies/config (default ~/.config/movies/config)."
        case .cacheHome: "The response cache lives in $XDG_CACHE_HOME/movies (default ~/.cache/movies)."
        case .stateHome: "Recent queries live in $XDG_STATE_HOME/movies (default ~/.local/state/movies)."
        case .columns: "The width of text output (default: the terminal's; no limit when piped)."
        case .noColor: "When set and not empty, text output has no colour (unless --color always)."
        case .lcAll, .lcMessages, .lang: "The locale: its country (de_DE.UTF-8: DE) is the default region, else US."
        case .colorForce: "When set and not 0, text output is coloured also when piped (NO_COLOR wins)."
        }
    }
}
