/// Saves a movie's poster to a file the user named.
public protocol SavePosterUseCase: Sendable {
    /// Fetches the poster at `path` in the available width nearest to `width` pixels and saves
    /// it as the file at `file`. A failure to fetch it leaves `file` untouched; a failure to save
    /// it is `storage`.
    func execute(path: String, width: Int, to file: String) async throws(MoviesError)
}
