import FileSupport
import MoviesDomain

/// The posters the user asks to keep, saved as the files the user names: written atomically
/// and durably (a reader, or a crash, never sees half a poster), readable by others as any file
/// the user makes (0644 less the umask), or as the file it replaces was (a 0600 file stays
/// 0600, as `cp` keeps it). Only a regular file is replaced: a symbolic link, a
/// FIFO, a socket or a device at the name (`/dev/stdout`, `/dev/null`) is refused, untouched
/// and unopened, since the rename would replace the node itself.
public struct FilePosterFilesRepository: PosterFilesRepository {
    /// Creates the repository; it holds nothing.
    public init() {}

    // MARK: - PosterFilesRepository

    public func save(_ image: [UInt8], to path: String) async throws(MoviesError) {
        if let kind = POSIXFiles.otherThanRegularFile(at: path) {
            throw .storage(message: "cannot write \(path): it is \(kind), and a poster replaces only a regular file")
        }
        try onDisk { () throws(FileError) in
            let replaced = POSIXFiles.regularFileStatus(path)
            try POSIXFiles.writeAtomically(image, to: path, durable: true, mode: replaced?.permissions)
        }
    }
}
