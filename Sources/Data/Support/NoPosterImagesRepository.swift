import MoviesDomain

/// The posters of a source that has none (the offline catalog, a JSON file): every request is
/// "not found", never a request.
public struct NoPosterImagesRepository: PosterImagesRepository {
    /// What has no posters, as a sentence starts (`the offline catalog`, `movies.json`).
    public let sourceName: String

    /// The posters of `sourceName`, which has none.
    public init(sourceName: String) {
        self.sourceName = sourceName
    }

    public func posterImage(path: String, width: Int) async throws(MoviesError) -> [UInt8] {
        throw .notFound(message: "\(sourceName) has no posters")
    }

    public func posterURL(path: String, width: Int) async throws(MoviesError) -> String {
        throw .notFound(message: "\(sourceName) has no posters")
    }
}
