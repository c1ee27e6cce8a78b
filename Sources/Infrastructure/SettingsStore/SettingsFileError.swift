import FileSupport

/// Why the settings file cannot be used. No case holds a value from the file: a line that does
/// not parse may be a secret typed wrong.
public enum SettingsFileError: Error, Sendable, Hashable {
    /// Its group or other users may change it, or read it while it holds a credential (`mode`,
    /// for example `0o644`): refused, as ssh refuses a private key others can read.
    case openToOthers(path: String, mode: Int)
    /// The path is `kind` ("a folder", "not a regular file", …), not a settings file.
    case notAFile(path: String, kind: String)
    /// The path is a symbolic link another user owns: whoever made it chose what is read.
    case linkOfAnotherUser(path: String)
    /// Line `line` (1-based) is neither `key = value`, a comment nor blank.
    case malformedLine(path: String, line: Int)
    /// The file or its folder cannot be read or written; `message` names the path and the reason.
    case storage(message: String)

    /// One sentence for the user, saying what to do.
    public var message: String {
        switch self {
        case .openToOthers(let path, let mode):
            "\(path) has mode 0\(String(mode, radix: 8)): "
                + (mode & 0o022 != 0 ? "others may change it" : "others may read it, and it holds credentials")
                + "; run chmod 600 \(path)"
        case .notAFile(let path, let kind):
            "\(path) is \(kind), not a settings file; move it away"
        case .linkOfAnotherUser(let path):
            "\(path) is a symbolic link owned by another user; replace it with your own file or link"
        case .malformedLine(let path, let line):
            "\(path), line \(line): not key = value (a comment starts with #)"
        case .storage(let message):
            message
        }
    }
}

extension SettingsFileError: FileFailure {
    /// A failure of the file or its lock, as `storage`.
    public init(_ error: FileError) {
        self = .storage(message: error.message)
    }
}
