import MoviesData

/// `movies config`'s store: the settings file (`$XDG_CONFIG_HOME/movies/config`).
struct SettingsFileStore: SettingsStoring {
    let file: SettingsFile

    var location: String { file.path }

    func settings() throws(AppSetupFailure) -> [(key: String, value: String)] {
        do throws(SettingsFileError) { return try file.settings() } catch { throw Self.failure(error) }
    }

    func set(_ key: String, to value: String) throws(AppSetupFailure) {
        do throws(SettingsFileError) { try file.set(key, to: value) } catch { throw Self.failure(error) }
    }

    func remove(_ key: String) throws(AppSetupFailure) -> Bool {
        do throws(SettingsFileError) { return try file.remove(key) } catch { throw Self.failure(error) }
    }

    /// A file others may read, or that does not parse, is a bad setting; one that cannot be
    /// read or written is the machine's failure.
    private static func failure(_ error: SettingsFileError) -> AppSetupFailure {
        if case .storage = error { return AppSetupFailure(message: error.message, isBadSetting: false) }
        return AppSetupFailure(message: error.message)
    }
}
