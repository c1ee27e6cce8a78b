import Foundation

/// What a response cache folder holds on disk, found by walking it: the tests' own listing,
/// independent of the cache's counters.
public struct CacheFolderFiles: Sendable {
    /// The cache's folder.
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// Every file's path relative to the folder ("3/3fa…e1.entry", "3/counters"), sorted.
    public var all: [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: "\(folder)/\(path)", isDirectory: &isFolder)
                && !isFolder.boolValue
        }.sorted()
    }

    /// The entry files.
    public var entries: [String] { all.filter { $0.hasSuffix(".entry") } }

    /// The temporary files of atomic writes.
    public var temporaries: [String] { all.filter { $0.contains(".tmp-") } }

    /// The entry files' sizes added up.
    public var entryBytes: Int {
        entries.reduce(0) { total, path in
            total + ((try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(path)")[.size] as? Int) ?? 0)
        }
    }

    /// The full path of `relative`.
    public func path(_ relative: String) -> String { "\(folder)/\(relative)" }
}
