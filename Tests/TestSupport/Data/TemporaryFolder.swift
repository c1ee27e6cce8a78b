import Foundation

/// A fresh folder under the system's temporary folder, removed by `remove()`. Tests point the
/// cache and the recents store (and `XDG_*_HOME`) here, never at the user's folders.
public struct TemporaryFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    public init() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("movies-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        self.path = path
    }

    /// `path/component`, not created.
    public func appending(_ component: String) -> String { "\(path)/\(component)" }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
