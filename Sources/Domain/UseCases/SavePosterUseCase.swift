/// Saves a movie's poster to a file the user named.
public protocol SavePosterUseCase: Sendable {
    /// Fetches the poster at `path` in the width nearest to `width` pixels and saves it as `file`;
    /// a width below 1 or no file name is refused first, and a failed or cancelled fetch writes nothing.
    func execute(path: String, width: Int, to file: String) async throws(MoviesError)
}

// MARK: - Interactor

/// `SavePosterUseCase` over a poster images repository and a poster files repository.
public struct SavePosterInteractor: SavePosterUseCase {
    private let posterImagesRepository: any PosterImagesRepository
    private let posterFilesRepository: any PosterFilesRepository

    /// A use case reading posters from `posterImagesRepository`, saving them to `posterFilesRepository`.
    public init(posterImagesRepository: any PosterImagesRepository, posterFilesRepository: any PosterFilesRepository) {
        self.posterImagesRepository = posterImagesRepository
        self.posterFilesRepository = posterFilesRepository
    }

    /// Checks the request, fetches the poster, and saves it unless cancelled meanwhile.
    public func execute(path: String, width: Int, to file: String) async throws(MoviesError) {
        guard width > 0 else { throw .invalidRequest(message: "a poster width must be positive") }
        guard !file.isEmpty else { throw .invalidRequest(message: "a poster needs a file name") }
        let image = try await posterImagesRepository.posterImage(path: path, width: width)
        guard !Task.isCancelled else { throw .cancelled }
        try await posterFilesRepository.save(image, to: file)
    }
}
