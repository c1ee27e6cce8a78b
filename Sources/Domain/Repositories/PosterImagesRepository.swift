/// Where poster images come from.
public protocol PosterImagesRepository: Sendable {
    /// The bytes (JPEG or PNG) of the poster at `path`, in the width nearest to `width` pixels.
    func posterImage(path: String, width: Int) async throws(MoviesError) -> [UInt8]

    /// The address `posterImage` reads for the same `path` and `width`.
    func posterURL(path: String, width: Int) async throws(MoviesError) -> String
}
