/// The version `movies --version` prints, the HTTP `User-Agent` names and the Debian package
/// carries (`Scripts/package-deb` reads it from the built binary): written here, once.
enum MoviesVersion {
    /// The release: what the package and the `User-Agent` name.
    static let current = "0.1.0"

    /// What `movies --version` prints: the release, and the commit when built from a git checkout
    /// (`MoviesVersion.commit`, written at build time by the `GitCommit` plugin).
    static var described: String {
        commit.map { "\(current) (\($0))" } ?? current
    }
}
