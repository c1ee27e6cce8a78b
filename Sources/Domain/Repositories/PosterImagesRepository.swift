/// Where poster images come from.
public protocol PosterImagesRepository: Sendable {
    /// The image bytes (JPEG or PNG as the server sends them) of the poster at `path`, in the
    /// available width nearest to `width` pixels.
    func posterImage(path: String, width: Int) async throws(MoviesError) -> [UInt8]

    /// Where the poster at `path`, in the available width nearest to `width` pixels, can be
    /// seen: the address `posterImage` reads.
    func posterURL(path: String, width: Int) async throws(MoviesError) -> String
}
