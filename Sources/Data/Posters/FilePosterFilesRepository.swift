import FileSupport
import MoviesDomain

/// The posters the user asks to keep, saved as the files the user names: written atomically
/// and durably (a reader, or a crash, never sees half a poster), readable by others as any file
/// the user makes (0644 less the umask).
public struct FilePosterFilesRepository: PosterFilesRepository {
    /// Creates the repository; it holds nothing.
    public init() {}

    // MARK: - PosterFilesRepository

    public func save(_ image: [UInt8], to path: String) async throws(MoviesError) {
        try onDisk { () throws(FileError) in
            try POSIXFiles.writeAtomically(image, to: path, durable: true, mode: nil)
        }
    }
}
