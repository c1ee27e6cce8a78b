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
