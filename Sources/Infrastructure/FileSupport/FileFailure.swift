/// An error type a `FileError` can become, so that work done under a `FileLock` throws its
/// caller's own errors, the lock's failures among them.
public protocol FileFailure: Error {
    /// The caller's error for a failed file operation.
    init(_ error: FileError)
}

extension FileError: FileFailure {
    /// The file error itself.
    public init(_ error: FileError) {
        self = error
    }
}
