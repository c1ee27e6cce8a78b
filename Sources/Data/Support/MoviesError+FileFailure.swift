import FileSupport
import MoviesDomain

/// A file operation's failure is, to the Domain, local storage failing.
extension MoviesError: FileFailure {
    /// `storage`, with the file error's sentence.
    public init(_ error: FileError) {
        self = .storage(message: error.message)
    }
}

/// Runs `work` on files, its `FileError` becoming `MoviesError.storage`.
func onDisk<Value>(_ work: () throws(FileError) -> Value) throws(MoviesError) -> Value {
    do {
        return try work()
    } catch {
        throw MoviesError(error)
    }
}
