/// The version `movies --version` prints, the HTTP `User-Agent` names and the Debian package
/// carries (`Scripts/package-deb` reads it from the built binary): written here, once.
enum MoviesVersion {
    /// The release: what the package and the `User-Agent` name.
    static let current = "0.1.0"

    /// What `movies --version` prints: the release, then in parentheses the commit when built
    /// from a git checkout (`MoviesVersion.commit`, written at build time by the `GitCommit`
    /// plugin) and "debug build" when it is one, so that a test can tell which binary it runs.
    static var described: String {
        let notes = [commit, isDebugBuild ? "debug build" : nil].compactMap { $0 }
        return notes.isEmpty ? current : "\(current) (\(notes.joined(separator: ", ")))"
    }

    /// Whether this binary was built without optimization (`swift build`'s default).
    #if DEBUG
        static let isDebugBuild = true
    #else
        static let isDebugBuild = false
    #endif
}
