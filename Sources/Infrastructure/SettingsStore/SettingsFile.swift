import FileSupport
import Glibc

/// A settings file (`$XDG_CONFIG_HOME/<app>/config`): one `key = value` a line, `#` comments and
/// blank lines kept as they are; whitespace then `#` after a value starts a comment too. It may
/// hold credentials, so it is written 0600 in a 0700 folder, and refused when others may change
/// it, or read it while it holds a secret (ssh refuses a loose private key, not a loose config).
/// A change is made under a lock (`<path>.lock`), so changes made at once all stay. Which keys
/// mean what is its user's business (`SettingKey`); this file stores text.
public struct SettingsFile: Sendable {
    /// The largest file read; a settings file is a few lines.
    static let maxBytes = 64 * 1024

    /// Where the file is (it need not exist).
    public let path: String

    /// The file at `path`, whose folder is created 0700 at the first write.
    public init(path: String) {
        self.path = path
    }

    /// The settings in file order; none when there is no file. A key written twice counts once,
    /// with its last value. A file others may read is refused when it holds one of `secretKeys`
    /// (else `modeReadableByOthers()` gives a warning its mode).
    public func settings(secretKeys: Set<String>) throws(SettingsFileError) -> [(key: String, value: String)] {
        var settings: [(key: String, value: String)] = []
        for (index, line) in try lines().enumerated() {
            guard let entry = try Self.entry(line, path: path, number: index + 1) else { continue }
            settings.removeAll { $0.key == entry.key }
            settings.append((entry.key, entry.value))
        }
        if let mode = modeReadableByOthers(), settings.contains(where: { secretKeys.contains($0.key) }) {
            throw .openToOthers(path: path, mode: mode)
        }
        return settings
    }

    /// The file's mode (`0o644`) when others may read it; `nil` when they may not, or no file.
    public func modeReadableByOthers() -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & 0o044 != 0 else { return nil }
        return Int(status.st_mode & 0o777)
    }

    /// Sets `key` to `value`: its line is replaced (the first, others removed; a comment after
    /// its value stays), or a line is added at the end. Every other line stays as it was.
    public func set(_ key: String, to value: String) throws(SettingsFileError) {
        try whileLocked { () throws(SettingsFileError) in try replace(key, with: value) }
    }

    private func replace(_ key: String, with value: String) throws(SettingsFileError) {
        var lines = try lines()
        var written = false
        var kept: [String] = []
        for (index, line) in lines.enumerated() {
            guard let entry = try Self.entry(line, path: path, number: index + 1), entry.key == key else {
                kept.append(line)
                continue
            }
            if !written { kept.append("\(key) = \(value)\(entry.comment)") }
            written = true
        }
        lines = kept
        if !written { lines.append("\(key) = \(value)") }
        try write(lines)
    }

    /// Removes every line of `key`; `false` when it had none. With no file (not even a link to
    /// one) there is nothing to remove, and nothing is made: no folder, no lock.
    @discardableResult
    public func remove(_ key: String) throws(SettingsFileError) -> Bool {
        var link = stat()
        if lstat(path, &link) != 0, Self.isNoFile(errno) { return false }
        return try whileLocked { () throws(SettingsFileError) in try removeLines(of: key) }
    }

    private func removeLines(of key: String) throws(SettingsFileError) -> Bool {
        let lines = try lines()
        var kept: [String] = []
        for (index, line) in lines.enumerated() where try Self.entry(line, path: path, number: index + 1)?.key != key {
            kept.append(line)
        }
        guard kept.count < lines.count else { return false }
        try write(kept)
        return true
    }

    // MARK: - Lines

    /// Whether `error` says there is no file at the path: none there (`ENOENT`), or a part of the
    /// path before it is a file, not a folder (`ENOTDIR`: `XDG_CONFIG_HOME=/dev/null`), so that
    /// none can be there.
    private static func isNoFile(_ error: Int32) -> Bool { error == ENOENT || error == ENOTDIR }

    /// The file's lines, after checking that it is the user's alone; none when there is no file.
    /// A symbolic link the user owns (a dotfile manager's) is followed, and the file it names
    /// must pass the same checks; a FIFO or a device is refused without being waited on.
    private func lines() throws(SettingsFileError) -> [String] {
        var link = stat()
        guard lstat(path, &link) == 0 else {
            if Self.isNoFile(errno) { return [] }
            throw .storage(message: POSIXFiles.failure("cannot read", path, errno).message)
        }
        if link.st_mode & S_IFMT == S_IFLNK, link.st_uid != getuid() { throw .linkOfAnotherUser(path: path) }
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if Self.isNoFile(errno) { return [] }
            throw .storage(message: POSIXFiles.failure("cannot read", path, errno).message)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .storage(message: POSIXFiles.failure("cannot read", path, errno).message)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .notAFile(path: path, kind: "a folder")
        default: throw .notAFile(path: path, kind: "not a regular file")
        }
        // Others may change what it says (a base URL, a source): refused, as ssh refuses such a config.
        if status.st_mode & 0o022 != 0 { throw .openToOthers(path: path, mode: Int(status.st_mode & 0o777)) }
        let bytes: [UInt8]?
        do throws(FileError) {
            bytes = try POSIXFiles.readAll(descriptor, path: path, maxBytes: Self.maxBytes)
        } catch {
            throw .storage(message: error.message)
        }
        guard let bytes else { throw .notAFile(path: path, kind: "larger than \(Self.maxBytes / 1024) KiB") }
        return Self.lines(of: bytes)
    }

    /// The lines of `bytes`: split at each line feed, a carriage return before it (a file saved
    /// with Windows line endings) and a UTF-8 byte order mark at the start (Notepad's) left out.
    /// A change writes the lines back with line feeds alone.
    private static func lines(of bytes: [UInt8]) -> [String] {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Runs a read-modify-write of the file (`set`, `remove`) under an exclusive lock on
    /// `<path>.lock` beside it, so that two at once never lose a setting; the folder is made first.
    private func whileLocked<Result>(_ change: () throws(SettingsFileError) -> Result) throws(SettingsFileError)
        -> Result
    {
        do throws(FileError) {
            try POSIXFiles.makeFolder(POSIXFiles.parentPath(of: path))
        } catch {
            throw .storage(message: error.message)
        }
        return try FileLock.withExclusiveLock(on: path + ".lock", change)
    }

    /// Replaces the file atomically; through a link (checked by `lines()`), the file it names,
    /// so that a dotfile manager's link stays a link. The copies a writer stopped before its
    /// rename left beside it (Ctrl-C, `kill`), which may hold a secret since unset, go first.
    private func write(_ lines: [String]) throws(SettingsFileError) {
        do throws(FileError) {
            var target = path
            if let resolved = realpath(path, nil) {
                target = String(cString: resolved)
                free(resolved)
            } else {
                try POSIXFiles.makeFolder(POSIXFiles.parentPath(of: path))
            }
            try TemporaryFile.removeStale(in: POSIXFiles.parentPath(of: target))
            try POSIXFiles.writeAtomically(Array(lines.map { $0 + "\n" }.joined().utf8), to: target, durable: true)
        } catch {
            throw .storage(message: error.message)
        }
    }

    /// `key = value` and the comment after the value (`comment`, from the whitespace before its
    /// `#`; empty when none), or `nil` for a blank line or a comment. A `#` starts a comment
    /// only after whitespace: a value may hold one (`a#b`), or start with one.
    private static func entry(_ line: String, path: String, number: Int) throws(SettingsFileError) -> (
        key: String, value: String, comment: String
    )? {
        let text = trimmed(line[...])
        if text.isEmpty || text.hasPrefix("#") { return nil }
        guard let equals = text.firstIndex(of: "=") else { throw .malformedLine(path: path, line: number) }
        let key = trimmed(text[..<equals])
        guard !key.isEmpty, !key.contains(where: \.isWhitespace) else {
            throw .malformedLine(path: path, line: number)
        }
        var value = trimmed(text[text.index(after: equals)...])
        var comment: Substring = ""
        if let hash = value.indices.dropFirst().first(where: {
            value[$0] == "#" && value[value.index(before: $0)].isWhitespace
        }), let last = value[..<hash].lastIndex(where: { !$0.isWhitespace }) {
            comment = value[value.index(after: last)...]
            value = value[...last]
        }
        return (String(key), String(value), String(comment))
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.drop(while: \.isWhitespace)
        guard let last = start.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return start[...last]
    }
}
