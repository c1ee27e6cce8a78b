import MoviesDomain

/// The offline catalog's posters: it has none, so every request is "not found", never a request.
public struct CatalogPosterImagesRepository: PosterImagesRepository {
    /// Creates the repository; it holds nothing.
    public init() {}

    public func posterImage(path: String, width: Int) async throws(MoviesError) -> [UInt8] {
        throw .notFound(message: "the offline catalog has no posters")
    }

    public func posterURL(path: String, width: Int) async throws(MoviesError) -> String {
        throw .notFound(message: "the offline catalog has no posters")
    }
}
