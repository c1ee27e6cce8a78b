/// Where posters the user asks to keep are saved: files named by the user, not a cache.
public protocol PosterFilesRepository: Sendable {
    /// Saves `image` as the file at `path`, all or nothing (a file there is replaced once the
    /// whole image is written); a failure is `storage`, naming `path` and the system's reason.
    func save(_ image: [UInt8], to path: String) async throws(MoviesError)
}
