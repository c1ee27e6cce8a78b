/// `SavePosterUseCase` over a poster images repository (where posters come from) and a poster
/// files repository (where they are kept).
public struct SavePosterInteractor: SavePosterUseCase {
    private let posterImagesRepository: any PosterImagesRepository
    private let posterFilesRepository: any PosterFilesRepository

    /// A use case reading posters from `posterImagesRepository` and saving them through
    /// `posterFilesRepository`.
    public init(posterImagesRepository: any PosterImagesRepository, posterFilesRepository: any PosterFilesRepository) {
        self.posterImagesRepository = posterImagesRepository
        self.posterFilesRepository = posterFilesRepository
    }

    /// Fetches the poster at `path` in the width nearest to `width`, then saves it as `file`. A
    /// width below 1 or an empty file name is an invalid request, refused before any fetch; a
    /// save cancelled while the poster was on its way writes nothing.
    public func execute(path: String, width: Int, to file: String) async throws(MoviesError) {
        guard width > 0 else { throw .invalidRequest(message: "a poster width must be positive") }
        guard !file.isEmpty else { throw .invalidRequest(message: "a poster needs a file name") }
        let image = try await posterImagesRepository.posterImage(path: path, width: width)
        guard !Task.isCancelled else { throw .cancelled }
        try await posterFilesRepository.save(image, to: file)
    }
}
