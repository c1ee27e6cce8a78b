/// What a `RecentRecordsFile` tells its user besides its results, for the caller to word.
public enum RecentRecordsNotice: Sendable, Equatable {
    /// The file could not be read, for `reason`; it was renamed to `keptPath` and a new list begun.
    case keptAside(reason: String, keptPath: String)
    /// A newer program's file was met while reading (said once a process): read as empty.
    case newerVersion(FileError)
    /// A record could not be saved (said once a process); the error was thrown too.
    case notSaved(FileError)
}
