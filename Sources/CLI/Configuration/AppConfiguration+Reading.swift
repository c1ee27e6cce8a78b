import SettingsStore

extension AppConfiguration {
    /// The configuration of `environment` (the process's) over the settings file `paths` name.
    /// The file is read here, and only here: a command that needs no setting never calls it.
    static func read(_ environment: [String: String], paths: Paths) throws(AppSetupFailure) -> AppConfiguration {
        let file = try paths.settingsFile()
        let stored: [(key: String, value: String)]
        do throws(SettingsFileError) {
            stored = try file.settings(secretKeys: ConfigKey.secretNames)
        } catch {
            throw AppSetupFailure(error)
        }
        var configuration = try AppConfiguration(environment, over: stored, location: file.path, paths: paths)
        configuration.fileWarning = Self.looseFileWarning(file)
        return configuration
    }

    /// What a settings file others may read (and that holds no secret: else it is refused) gets.
    static func looseFileWarning(_ file: SettingsFile) -> String? {
        file.modeReadableByOthers().map {
            "\(file.path) has mode 0\(String($0, radix: 8)): others may read it (it holds no secret); "
                + "chmod 600 keeps it yours"
        }
    }
}
