/// Where posters the user asks to keep are saved: files named by the user, not a cache.
public protocol PosterFilesRepository: Sendable {
    /// Saves `image` (a poster's bytes) as the file at `path`, all of it or nothing: a file
    /// already there is replaced only once the whole image is written. A failure is `storage`,
    /// its message naming `path` and the system's reason.
    func save(_ image: [UInt8], to path: String) async throws(MoviesError)
}
