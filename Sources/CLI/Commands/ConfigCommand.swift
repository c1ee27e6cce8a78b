import SettingsStore
import TerminalKit

/// `movies config`: lists the settings and where each comes from, prints one, or changes the
/// settings file. A secret's value is read from stdin and never printed in full; the
/// environment wins over the file, and the command says so when it hides what was just set.
@MainActor
struct ConfigCommand {
    let arguments: ConfigArguments
    /// The settings file, `$XDG_CONFIG_HOME/movies/config`.
    let file: SettingsFile
    /// The process's environment, whose variables override the file.
    let environment: [String: String]
    let console: Console
    /// Reads a secret from stdin (`SecretInput`), with the prompt given.
    let readSecret: (String) -> String?

    func run() -> ExitStatus {
        do throws(AppSetupFailure) {
            switch arguments {
            case .list: try list()
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

    private func list() throws(AppSetupFailure) {
        let settings = try settings()
        let width = ConfigKey.allCases.map(\.rawValue.count).max() ?? 0
        var lines = ["# \(TerminalSanitizer.sanitized(file.path))"]
        for key in ConfigKey.allCases {
            let name = key.rawValue + String(repeating: " ", count: width - key.rawValue.count)
            let value = settings.shown(key).map { "\(TerminalSanitizer.sanitized($0.text)) (\($0.origin))" }
            lines.append("\(name)  \(value ?? "(not set)")")
        }
        console.out(lines.joined(separator: "\n") + "\n")
    }

    private func get(_ key: ConfigKey) throws(AppSetupFailure) -> ExitStatus {
        guard let (text, _) = try settings().shown(key) else {
            console.err("movies: \(key.rawValue) is not set")
            return .failure
        }
        console.out(TerminalSanitizer.sanitized(text) + "\n")
        return .success
    }

    private func set(_ key: ConfigKey, _ given: String?) throws(AppSetupFailure) {
        guard let value = given ?? readSecret("\(key.rawValue): "), !value.isEmpty else {
            throw AppSetupFailure(message: "no value for \(key.rawValue) on stdin")
        }
        if let problem = key.problem(with: value) { throw AppSetupFailure(message: "\(key.rawValue) \(problem)") }
        try onFile { () throws(SettingsFileError) in try file.set(key.rawValue, to: value) }
        if !(environment[key.variable] ?? "").isEmpty {
            console.err("movies: \(key.variable) is set, and overrides \(key.rawValue) while it is")
        }
    }

    // MARK: - The file

    private func settings() throws(AppSetupFailure) -> LayeredSettings<ConfigKey> {
        let stored = try onFile { () throws(SettingsFileError) in try file.settings(secretKeys: ConfigKey.secretNames) }
        if let warning = AppConfiguration.looseFileWarning(file) { console.err("movies: warning: " + warning) }
        return LayeredSettings(environment: environment, stored: stored, location: file.path)
    }

    private func onFile<Value>(_ work: () throws(SettingsFileError) -> Value) throws(AppSetupFailure) -> Value {
        do { return try work() } catch { throw AppSetupFailure(error) }
    }
}
