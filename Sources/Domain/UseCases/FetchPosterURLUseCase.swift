/// Finds where a movie's poster can be seen, for a screen that cannot show the image.
public protocol FetchPosterURLUseCase: Sendable {
    /// The address of the poster at `path` in the width nearest to `width` pixels (at least 1).
    func execute(path: String, width: Int) async throws(MoviesError) -> String
}
