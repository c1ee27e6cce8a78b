/// Finds where a movie's poster can be seen: what a screen that cannot show an image (a
/// terminal) shows instead.
public protocol FetchPosterURLUseCase: Sendable {
    /// The address of the poster at `path` in the available width nearest to `width` pixels.
    func execute(path: String, width: Int) async throws(MoviesError) -> String
}
