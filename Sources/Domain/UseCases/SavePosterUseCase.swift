/// Saves a movie's poster to a file the user named.
public protocol SavePosterUseCase: Sendable {
    /// Fetches the poster at `path` in the width nearest to `width` pixels and saves it as `file`;
    /// a width below 1 or no file name is refused first, and a failed or cancelled fetch writes nothing.
    func execute(path: String, width: Int, to file: String) async throws(MoviesError)
}
