import DataTestSupport
import Foundation
import SettingsStore
import Testing

/// What is not a settings file is refused without being read, and a link the user owns is
/// followed and stays a link when the file is rewritten.
struct SettingsFileRefusalTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test func aFolderIsNotASettingsFile() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("config"), withIntermediateDirectories: true)
        let file = SettingsFile(path: folder.appending("config"))

        #expect(throws: SettingsFileError.notAFile(path: file.path, kind: "a folder")) {
            try file.settings(secretKeys: [])
        }
    }

    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        defer { folder.remove() }
        let file = SettingsFile(path: folder.appending("config"))
        #expect(mkfifo(file.path, 0o600) == 0)

        #expect(throws: SettingsFileError.notAFile(path: file.path, kind: "not a regular file")) {
            try file.settings(secretKeys: [])
        }
    }

    @Test func aLinkOfTheUserIsFollowedAndKept() throws {
        defer { folder.remove() }
        let target = SettingsFile(path: folder.appending("dotfiles/config"))
        try target.set("colour", to: "red")
        let link = SettingsFile(path: folder.appending("config"))
        #expect(symlink(target.path, link.path) == 0)

        try link.set("colour", to: "blue")

        #expect(try link.settings(secretKeys: []).map(\.value) == ["blue"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try target.settings(secretKeys: []).map(\.value) == ["blue"])
    }
}
