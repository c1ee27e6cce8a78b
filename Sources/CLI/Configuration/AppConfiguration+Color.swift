import SettingsStore
import TerminalKit

extension AppConfiguration {
    /// When text is coloured without `--color`: `NO_COLOR` and `CLICOLOR_FORCE` decide when set
    /// (`auto` reads them), else `MOVIES_COLOR` or the `color` setting, else `auto`. Read before
    /// any command runs, since every view's colours follow it; a settings file that cannot be
    /// read, or a value that is not a colour, is left to the commands that read the settings,
    /// which say why (`config` among them, to mend it).
    static func color(_ environment: [String: String], paths: Paths) -> ColorChoice {
        if ColorChoice.environmentDecides(environment) { return .auto }
        let file = try? paths.settingsFile()
        let stored = try? file?.settings(secretKeys: ConfigKey.secretNames)
        let settings = LayeredSettings<ConfigKey>(
            environment: environment, stored: stored ?? [], location: file?.path ?? "")
        return settings.effective(.color).flatMap { ColorChoice(rawValue: $0.value) } ?? .auto
    }
}
