import Glibc
import MoviesDomain

/// Where `movies` keeps its files, resolved from an environment as the XDG Base Directory
/// specification says: `$XDG_CACHE_HOME/movies` (default `~/.cache/movies`) for the response
/// cache and `$XDG_STATE_HOME/movies` (default `~/.local/state/movies`) for recent queries.
/// The environment is a parameter so that tests and the composition root decide it.
public struct XDGDirectories: Sendable, Hashable {
    /// The response cache's folder.
    public let cacheFolder: String
    /// The recent queries' folder.
    public let stateFolder: String

    /// Resolves both folders from `environment` (usually `ProcessInfo.processInfo.environment`).
    /// An empty or relative `XDG_*_HOME` is ignored, as the specification requires. Throws
    /// `MoviesError.storage` when a default is needed and no home folder can be found.
    public init(environment: [String: String]) throws(MoviesError) {
        func home() throws(MoviesError) -> String {
            if let home = environment["HOME"], home.hasPrefix("/") { return home }
            if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
                let home = String(cString: directory)
                if home.hasPrefix("/") { return home }
            }
            throw .storage(message: "no home folder: set HOME, or XDG_CACHE_HOME and XDG_STATE_HOME")
        }
        // Not `??`: its autoclosure cannot throw a typed error.
        let cacheBase: String
        if let base = Self.absolute(environment["XDG_CACHE_HOME"]) {
            cacheBase = base
        } else {
            cacheBase = try home() + "/.cache"
        }
        let stateBase: String
        if let base = Self.absolute(environment["XDG_STATE_HOME"]) {
            stateBase = base
        } else {
            stateBase = try home() + "/.local/state"
        }
        self.init(cacheFolder: cacheBase + "/movies", stateFolder: stateBase + "/movies")
    }

    /// Both folders given outright.
    public init(cacheFolder: String, stateFolder: String) {
        self.cacheFolder = cacheFolder
        self.stateFolder = stateFolder
    }

    /// The configuration's folder, `$XDG_CONFIG_HOME/movies` (default `~/.config/movies`), resolved
    /// by the same rules. Apart from the two above: only a command that reads settings needs it.
    public static func configFolder(environment: [String: String]) throws(MoviesError) -> String {
        if let base = absolute(environment["XDG_CONFIG_HOME"]) { return base + "/movies" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.config/movies" }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if home.hasPrefix("/") { return home + "/.config/movies" }
        }
        throw .storage(message: "no home folder: set HOME or XDG_CONFIG_HOME")
    }

    // MARK: - Private

    private static func absolute(_ path: String?) -> String? {
        guard var path, path.hasPrefix("/") else { return nil }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path == "/" ? "" : path
    }
}
