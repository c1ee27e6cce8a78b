/// Fetches a movie's poster image.
public protocol FetchPosterImageUseCase: Sendable {
    /// The poster at `path` in the available width nearest to `width` pixels.
    func execute(path: String, width: Int) async throws(MoviesError) -> [UInt8]
}
