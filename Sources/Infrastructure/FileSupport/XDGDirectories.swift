import Glibc

/// Where an application keeps its files, resolved from an environment as the XDG Base Directory
/// specification says: `$XDG_CACHE_HOME/<app>` (default `~/.cache/<app>`) for what can be
/// fetched again, `$XDG_STATE_HOME/<app>` (default `~/.local/state/<app>`) for what it
/// remembers, `$XDG_CONFIG_HOME/<app>` (default `~/.config/<app>`) for its settings. The
/// environment is a parameter so that tests and the composition root decide it.
public struct XDGDirectories: Sendable, Hashable {
    /// The cache folder.
    public let cacheFolder: String
    /// The state folder.
    public let stateFolder: String

    /// Resolves both folders of `application` from `environment` (usually the process's). An
    /// empty or relative `XDG_*_HOME` is ignored, as the specification requires. Throws when a
    /// default is needed and no home folder can be found.
    public init(application: String, environment: [String: String]) throws(FileError) {
        self.init(
            cacheFolder: try Self.folder(application, "XDG_CACHE_HOME", default: "/.cache", environment),
            stateFolder: try Self.folder(application, "XDG_STATE_HOME", default: "/.local/state", environment))
    }

    /// Both folders given outright.
    public init(cacheFolder: String, stateFolder: String) {
        self.cacheFolder = cacheFolder
        self.stateFolder = stateFolder
    }

    /// The configuration folder of `application`, resolved by the same rules. Apart from the two
    /// above: only a command that reads settings needs it.
    public static func configFolder(application: String, environment: [String: String]) throws(FileError) -> String {
        try folder(application, "XDG_CONFIG_HOME", default: "/.config", environment)
    }

    // MARK: - Private

    /// `$variable/application`, or `home + fallback + /application` when the variable is unset,
    /// empty or relative.
    private static func folder(
        _ application: String, _ variable: String, default fallback: String, _ environment: [String: String]
    ) throws(FileError) -> String {
        if let base = absolute(environment[variable]) { return "\(base)/\(application)" }
        return "\(try home(environment, orSet: variable))\(fallback)/\(application)"
    }

    private static func home(_ environment: [String: String], orSet variable: String) throws(FileError) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if home.hasPrefix("/") { return home }
        }
        throw FileError(message: "no home folder: set HOME or \(variable)")
    }

    private static func absolute(_ path: String?) -> String? {
        guard var path, path.hasPrefix("/") else { return nil }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path == "/" ? "" : path
    }
}
