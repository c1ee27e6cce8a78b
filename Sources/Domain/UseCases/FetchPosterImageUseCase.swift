/// Fetches a movie's poster image.
public protocol FetchPosterImageUseCase: Sendable {
    /// The poster at `path` in the width nearest to `width` pixels; a width below 1 is refused.
    func execute(path: String, width: Int) async throws(MoviesError) -> [UInt8]
}

// MARK: - Interactor

/// `FetchPosterImageUseCase` over a poster images repository.
public struct FetchPosterImageInteractor: FetchPosterImageUseCase {
    private let posterImagesRepository: any PosterImagesRepository

    /// A use case reading posters from `posterImagesRepository`.
    public init(posterImagesRepository: any PosterImagesRepository) {
        self.posterImagesRepository = posterImagesRepository
    }

    /// The poster at `path` in the width nearest to `width`, refusing a width below 1.
    public func execute(path: String, width: Int) async throws(MoviesError) -> [UInt8] {
        guard width > 0 else { throw .invalidRequest(message: "a poster width must be positive") }
        return try await posterImagesRepository.posterImage(path: path, width: width)
    }
}
