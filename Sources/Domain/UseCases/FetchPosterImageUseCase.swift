/// Fetches a movie's poster image.
public protocol FetchPosterImageUseCase: Sendable {
    /// The poster at `path` in the width nearest to `width` pixels; a width below 1 is refused.
    func execute(path: String, width: Int) async throws(MoviesError) -> [UInt8]
}
