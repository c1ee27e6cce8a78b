/// Finds where a movie's poster can be seen, for a screen that cannot show the image.
public protocol FetchPosterURLUseCase: Sendable {
    /// The address of the poster at `path` in the width nearest to `width` pixels (at least 1).
    func execute(path: String, width: Int) async throws(MoviesError) -> String
}

// MARK: - Interactor

/// `FetchPosterURLUseCase` over a poster images repository.
public struct FetchPosterURLInteractor: FetchPosterURLUseCase {
    private let posterImagesRepository: any PosterImagesRepository

    /// A use case asking `posterImagesRepository` where its posters are.
    public init(posterImagesRepository: any PosterImagesRepository) {
        self.posterImagesRepository = posterImagesRepository
    }

    /// The poster's address at the width nearest to `width`, refusing a width below 1.
    public func execute(path: String, width: Int) async throws(MoviesError) -> String {
        guard width > 0 else { throw .invalidRequest(message: "a poster width must be positive") }
        return try await posterImagesRepository.posterURL(path: path, width: width)
    }
}
