import DataTestSupport
import Foundation
import Glibc
import SettingsStore
import Testing

/// The settings file: `key = value` lines, comments kept, 0600 in a 0700 folder, refused when
/// others may read it.
struct SettingsFileTests {
    let folder: TemporaryFolder
    let file: SettingsFile

    init() throws {
        folder = try TemporaryFolder()
        file = SettingsFile(path: folder.appending("movies/config"))
    }

    private func mode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func noFileHasNoSettings() throws {
        defer { folder.remove() }
        #expect(try file.settings(secretKeys: []).isEmpty)
        #expect(try !file.remove("language"))
        #expect(!FileManager.default.fileExists(atPath: file.path), "reading creates nothing")
    }

    /// A path under a file (`XDG_CONFIG_HOME=/dev/null`) can hold no settings file: there are
    /// none to read or remove, and setting one says why it cannot.
    @Test func aPathUnderAFileHasNoSettings() throws {
        defer { folder.remove() }
        try Data().write(to: URL(fileURLWithPath: folder.appending("plain")))
        let under = SettingsFile(path: folder.appending("plain/movies/config"))

        #expect(try under.settings(secretKeys: []).isEmpty)
        #expect(try !under.remove("language"))
        #expect(throws: SettingsFileError.self) { try under.set("language", to: "de") }
    }

    /// A `config set` stopped between its copy and the rename (Ctrl-C, `kill`) leaves the copy,
    /// which may hold a key since unset: the next change removes it, and leaves alone the copy of
    /// a writer still at work.
    @Test func aChangeRemovesTheCopiesOfWritersStoppedBeforeTheirRename() throws {
        defer { folder.remove() }
        try file.set("language", to: "de")
        let left = folder.appending("movies/config.tmp-\(try DeadProcess.id())-k3x9")
        let working = folder.appending("movies/config.tmp-\(getpid())-w0rk")
        for copy in [left, working] { try Data("api_key = secret\n".utf8).write(to: URL(fileURLWithPath: copy)) }

        #expect(try file.remove("language"))

        #expect(!FileManager.default.fileExists(atPath: left), "the stopped writer's copy is gone")
        #expect(FileManager.default.fileExists(atPath: working), "a writer at work keeps its copy")
    }

    @Test func setWritesOnlyForTheUserAndReadsBack() throws {
        defer { folder.remove() }
        try file.set("language", to: "de")
        try file.set("source", to: "catalog")
        try file.set("language", to: "pt-BR")

        #expect(
            try file.settings(secretKeys: []).map { "\($0.key)=\($0.value)" } == ["language=pt-BR", "source=catalog"])
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "language = pt-BR\nsource = catalog\n")
        #expect(try mode(file.path) == 0o600)
        #expect(try mode(folder.appending("movies")) == 0o700)
    }

    @Test func commentsBlankLinesAndOtherKeysSurviveASetAndAnUnset() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("movies"), withIntermediateDirectories: true)
        let text = "# my settings\n\n  timeout=12  \nlanguage = de\n# the end\nlanguage = fr\n"
        try text.write(toFile: file.path, atomically: false, encoding: .utf8)
        chmod(file.path, 0o600)

        #expect(try file.settings(secretKeys: []).map { "\($0.key)=\($0.value)" } == ["timeout=12", "language=fr"])
        try file.set("language", to: "it")
        #expect(
            try String(contentsOfFile: file.path, encoding: .utf8)
                == "# my settings\n\n  timeout=12  \nlanguage = it\n# the end\n")
        #expect(try file.remove("timeout"))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "# my settings\n\nlanguage = it\n# the end\n")
    }

    /// Whitespace then `#` after a value starts a comment, which a set keeps (no value of any
    /// setting holds whitespace); a `#` inside or at the start of a value is the value's.
    @Test func whitespaceThenHashAfterAValueStartsAComment() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("movies"), withIntermediateDirectories: true)
        let text = "language = de # trailing\ntoken = a#b\t# tab\nkey = #c#\nsource=catalog#\n"
        try text.write(toFile: file.path, atomically: false, encoding: .utf8)
        chmod(file.path, 0o600)

        #expect(
            try file.settings(secretKeys: []).map { "\($0.key)=\($0.value)" } == [
                "language=de", "token=a#b", "key=#c#", "source=catalog#",
            ])
        try file.set("language", to: "fr")
        try file.set("key", to: "d")
        #expect(
            try String(contentsOfFile: file.path, encoding: .utf8)
                == "language = fr # trailing\ntoken = a#b\t# tab\nkey = d\nsource=catalog#\n")
    }

    /// A file holding a secret is refused while others may read it; one others may change, always.
    @Test(arguments: [0o644, 0o640, 0o604, 0o620, 0o666])
    func aFileOthersMayReadOrWriteIsRefused(mode: Int) throws {
        defer { folder.remove() }
        try file.set("access_token", to: "secret-token-value")
        chmod(file.path, mode_t(mode))

        #expect(throws: SettingsFileError.openToOthers(path: file.path, mode: mode)) {
            try file.settings(secretKeys: ["access_token"])
        }
        let writable = mode & 0o022 != 0
        if writable {
            #expect(throws: SettingsFileError.openToOthers(path: file.path, mode: mode)) { try file.set("a", to: "b") }
        }
        let message = SettingsFileError.openToOthers(path: file.path, mode: mode).message
        #expect(message.contains("chmod 600 \(file.path)"))
        #expect(message.contains("0\(String(mode, radix: 8))"))
        #expect(message.contains(writable ? "others may change it" : "others may read it, and it holds credentials"))
    }

    /// Without a secret, a file others may read is read (its mode there for a warning), and a
    /// write makes it the user's alone again.
    @Test(arguments: [0o644, 0o640, 0o604])
    func aFileWithoutSecretsOthersMayReadIsRead(mode: Int) throws {
        defer { folder.remove() }
        try file.set("language", to: "de")
        chmod(file.path, mode_t(mode))

        #expect(try file.settings(secretKeys: ["access_token"]).map(\.value) == ["de"])
        #expect(file.modeReadableByOthers() == mode)
        try file.set("source", to: "catalog")
        #expect(file.modeReadableByOthers() == nil)
    }

    @Test func aMalformedLineIsNamedButNotRepeated() throws {
        defer { folder.remove() }
        try file.set("language", to: "de")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file.path))
        handle.seekToEndOfFile()
        handle.write(Foundation.Data("oops-my-secret-token\n".utf8))
        try handle.close()

        let error = #expect(throws: SettingsFileError.self) { try file.settings(secretKeys: []) }
        #expect(error == .malformedLine(path: file.path, line: 2))
        #expect(error?.message.contains("oops") == false)
    }

    /// A file saved with Windows line endings, or with Notepad's byte order mark, reads as its
    /// lines say, and a change keeps every other setting (written back with line feeds).
    @Test(arguments: ["\r\n", "\n"], [true, false])
    func carriageReturnsAndAByteOrderMarkAreNotPartOfTheSettings(lineEnd: String, byteOrderMark: Bool) throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("movies"), withIntermediateDirectories: true)
        let text = ["# my settings", "timeout = 20", "region = FR", "color = never"].map { $0 + lineEnd }.joined()
        let bytes = (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
        try Foundation.Data(bytes).write(to: URL(fileURLWithPath: file.path))
        chmod(file.path, 0o600)

        let read = try file.settings(secretKeys: []).map { "\($0.key)=\($0.value)" }
        #expect(read == ["timeout=20", "region=FR", "color=never"])
        try file.set("timeout", to: "25")
        #expect(
            try String(contentsOfFile: file.path, encoding: .utf8)
                == "# my settings\ntimeout = 25\nregion = FR\ncolor = never\n")
    }

    /// Changes made at once, each with a descriptor of its own as another process has, all stay.
    @Test func changesMadeAtOnceAllStay() async throws {
        defer { folder.remove() }
        let keys = (0..<16).map { "key\($0)" }
        await withTaskGroup(of: Void.self) { group in
            for key in keys {
                group.addTask { try? SettingsFile(path: file.path).set(key, to: "on") }
            }
        }
        #expect(try file.settings(secretKeys: []).map(\.key).sorted() == keys.sorted())
    }
}
