import CommandLineKit
import MoviesDomain
import SettingsStore
import TerminalKit

/// `movies config`: lists the settings and where each comes from, prints one, or changes the
/// settings file. A secret's value is read from stdin and never printed in full; the
/// environment wins over the file, and the command says so when it hides what was just set.
struct ConfigCommand: Command {
    /// What to do with the settings file.
    enum Action: Sendable, Hashable {
        /// `movies config` (or `config list`, as gh's and git's): every setting, where its value
        /// comes from, secrets masked; a value a run refuses is marked invalid, with why (status 2).
        case list
        /// `movies config get KEY`: the value in effect (a secret masked), or why a run refuses it.
        case get(ConfigKey)
        /// `movies config set KEY [VALUE]`: a secret's value is read from stdin, never given here.
        case set(ConfigKey, value: String?)
        /// `movies config unset KEY`.
        case unset(ConfigKey)
    }

    var action: Action

    /// The command's forms: it takes no option.
    static let forms = ["config [list]", "config get KEY", "config set KEY [VALUE]", "config unset KEY"].map {
        CommandForm(words: $0, options: [])
    }

    init(action: Action) {
        self.action = action
    }

    /// What the words after `config` ask for: `[list]` or `get|set|unset KEY [VALUE]`; a secret's
    /// value is never taken from here.
    init(_ scanned: ScannedArguments) throws(ArgumentError) {
        var words = scanned.positionals[...]
        guard let action = words.popFirst(), action != "list" else {
            if let extra = words.first { throw .unexpected(extra) }
            self.init(action: .list)
            return
        }
        let actions = ["list", "get", "set", "unset"]
        guard actions.contains(action) else {
            throw .unknown("unknown config action", action, " (list, get, set or unset)", among: actions)
        }
        let names = ConfigKey.allCases.map(\.rawValue)
        guard let name = words.popFirst() else {
            throw ArgumentError("config \(action) needs a key: \(names.joined(separator: ", "))")
        }
        guard let key = ConfigKey(rawValue: name) else {
            throw .unknown("unknown setting", name, " (\(names.joined(separator: ", ")))", among: names)
        }
        let value = words.popFirst()
        if let extra = words.first ?? (action == "set" ? nil : value) { throw .unexpected(extra) }
        switch action {
        case "get": self.init(action: .get(key))
        case "unset": self.init(action: .unset(key))
        default:
            // A secret on the command line is seen by every process of the machine and kept in
            // the shell's history: it is refused, not stored.
            if key.isSecret, value != nil {
                throw ArgumentError(
                    "\(key.rawValue) is a secret: it is read from stdin, never from the command line "
                        + "(movies config set \(key.rawValue) < file)")
            }
            if !key.isSecret, value == nil { throw ArgumentError("config set \(key.rawValue) needs a value") }
            self.init(action: .set(key, value: value))
        }
    }

    @MainActor func run(in context: CommandContext) async -> ExitStatus {
        let console = context.console
        let file: SettingsFile
        do throws(AppSetupFailure) {
            file = try context.app.paths.settingsFile()
        } catch {
            console.err("movies: " + TerminalSanitizer.sanitized(error.message))
            return .failure
        }
        let stdinIsTerminal = context.app.traits.stdinIsTerminal
        return Session(
            action: action, file: file, environment: context.environment, console: console,
            readSecret: { SecretInput.read(prompt: $0, console: console, stdinIsTerminal: stdinIsTerminal) }
        ).run()
    }
}

extension ConfigCommand {
    /// One run over the settings file.
    @MainActor private struct Session {
        let action: Action
        /// The settings file, `$XDG_CONFIG_HOME/movies/config`.
        let file: SettingsFile
        /// The process's environment, whose variables override the file.
        let environment: [String: String]
        let console: Console
        /// Reads a secret from stdin (`SecretInput`), with the prompt given.
        let readSecret: (String) -> String?

        func run() -> ExitStatus {
            do throws(AppSetupFailure) {
                switch action {
                case .list: return try list()
                case .get(let key): return try get(key)
                case .set(let key, let value): try set(key, value)
                case .unset(let key): _ = try onFile { () throws(SettingsFileError) in try file.remove(key.rawValue) }
                }
                return .success
            } catch {
                console.err("movies: " + TerminalSanitizer.sanitized(error.message))
                guard error.isBadSetting else { return .failure }
                console.err(HelpText.pointer(.config))
                return .usage
            }
        }

        // MARK: - Actions

        /// Every setting, a refused one marked `invalid` with why; then each refusal (and each
        /// name the file gives that is no setting) on stderr as a run says it, and status 2.
        private func list() throws(AppSetupFailure) -> ExitStatus {
            let settings = try settings()
            var refused = settings.unknownSettings()
            let width = ConfigKey.allCases.map(\.rawValue.count).max() ?? 0
            var lines = ["# \(TerminalSanitizer.sanitized(file.path))"]
            for key in ConfigKey.allCases {
                let name = key.rawValue + String(repeating: " ", count: width - key.rawValue.count)
                var value: String?
                if let refusal = refusal(key, settings) {
                    refused.append(refusal.error)
                    value = "invalid (\(refusal.origin)): \(refusal.problem)"
                } else if let (text, origin) = inEffect(key, settings) {
                    value = "\(TerminalSanitizer.sanitized(text)) (\(origin))"
                    // Every command refuses TMDB without credentials: the row says what it lacks.
                    if key == .source, text == SourceOption.tmdb.rawValue, !hasCredentials(settings) {
                        value? += ": needs \(EnvironmentVariable.tmdbCredentials), not set"
                    }
                    // A run sends the token over the key (`AppConfiguration.TMDBAccess`).
                    if key == .apiKey, settings.effective(.accessToken) != nil {
                        value? += ": unused, the access token is sent"
                    }
                }
                if value == nil, let hiding = settings.hiding(key) { value = "(config file): \(hiding)" }
                lines.append("\(name)  \(value ?? "(not set\(key.unsetMeaning.map { ": \($0)" } ?? ""))")")
            }
            console.out(lines.joined(separator: "\n") + "\n")
            guard !refused.isEmpty else { return .success }
            for error in refused {
                console.err("movies: " + TerminalSanitizer.sanitized(AppSetupFailure(error).message))
            }
            console.err(HelpText.pointer(.config))
            return .usage
        }

        /// The value in effect, or why a run refuses it (status 2).
        private func get(_ key: ConfigKey) throws(AppSetupFailure) -> ExitStatus {
            let settings = try settings()
            if let refusal = refusal(key, settings) { throw AppSetupFailure(refusal.error) }
            guard let (text, _) = inEffect(key, settings) else {
                let why = settings.hiding(key) ?? "not set" + (key.unsetMeaning.map { ": \($0)" } ?? "")
                console.err("movies: \(key.rawValue) is \(why)")
                return .failure
            }
            console.out(TerminalSanitizer.sanitized(text) + "\n")
            return .success
        }

        private func set(_ key: ConfigKey, _ given: String?) throws(AppSetupFailure) {
            // An empty value given is no value read: `config unset` is how a setting goes.
            if given?.isEmpty == true {
                throw AppSetupFailure(
                    message: "\(key.rawValue) needs a value; movies config unset \(key.rawValue) removes the setting")
            }
            guard let value = given ?? readSecret("\(key.rawValue): "), !value.isEmpty else {
                throw AppSetupFailure(message: "no value for \(key.rawValue) on stdin")
            }
            if let problem = key.problem(with: value) { throw AppSetupFailure(message: "\(key.rawValue) \(problem)") }
            try onFile { () throws(SettingsFileError) in try file.set(key.rawValue, to: value) }
            if !(environment[key.variable] ?? "").isEmpty {
                console.err("movies: \(key.variable) is set, and overrides \(key.rawValue) while it is")
            }
        }

        private func hasCredentials(_ settings: LayeredSettings<ConfigKey>) -> Bool {
            settings.effective(.accessToken) != nil || settings.effective(.apiKey) != nil
        }

        /// What is in effect for `key` and where it comes from: the environment or the file
        /// (`shown`, a secret masked), else what a run takes without them (the locale's country,
        /// a default); `nil` when nothing stands in (no credentials).
        private func inEffect(_ key: ConfigKey, _ settings: LayeredSettings<ConfigKey>) -> (
            text: String, origin: String
        )? {
            if key == .color, let said = ColorChoice.environmentChoice(environment) {
                let variable = said == .never ? EnvironmentVariable.noColor : .colorForce
                return (said.rawValue, variable.name)
            }
            if let shown = settings.shown(key) { return shown }
            switch key {
            case .language: return ("en-US", "default: TMDB's")
            case .source:
                return hasCredentials(settings)
                    ? ("tmdb", "default: credentials are set") : ("catalog", "default: no TMDB credentials")
            case .timeout: return (String(NetworkTimeouts().total.components.seconds), "default")
            case .region:
                let locale = AppConfiguration.localeRegion(environment)
                return locale.map { ($0.region.code, "locale: \($0.variable)") } ?? (
                    MovieRegion.unitedStates.code, "default"
                )
            case .color: return (ColorChoice.auto.rawValue, "default")
            case .accessToken, .apiKey, .images: return nil
            }
        }

        /// Why a run refuses `key`'s value, where that value is (the file's first, then the
        /// variable's: `LayeredSettings.refusal(_:)`); `nil` when it does not. `TMDB_API_KEY`
        /// beside a `TMDB_ACCESS_TOKEN` is never read (`AppConfiguration.TMDBAccess`), so never refused.
        private func refusal(_ key: ConfigKey, _ settings: LayeredSettings<ConfigKey>) -> (
            origin: String, problem: String, error: SettingsError
        )? {
            guard let refusal = settings.refusal(key) else { return nil }
            let tokenSet = !(environment[ConfigKey.accessToken.variable] ?? "").isEmpty
            return key == .apiKey && refusal.origin == key.variable && tokenSet ? nil : refusal
        }

        // MARK: - The file

        private func settings() throws(AppSetupFailure) -> LayeredSettings<ConfigKey> {
            let stored = try onFile { () throws(SettingsFileError) in
                try file.settings(secretKeys: ConfigKey.secretNames)
            }
            if let warning = AppConfiguration.looseFileWarning(file) { console.err("movies: warning: " + warning) }
            return LayeredSettings(environment: environment, stored: stored, location: file.path)
        }

        private func onFile<Value>(_ work: () throws(SettingsFileError) -> Value) throws(AppSetupFailure) -> Value {
            do { return try work() } catch { throw AppSetupFailure(error) }
        }
    }
}
