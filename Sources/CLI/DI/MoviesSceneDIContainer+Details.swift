import MoviesDomain
import MoviesPresentation

/// A movie's details, its story and its poster: `show`, the interactive flow, the full screen.
extension MoviesSceneDIContainer {
    func makeFetchMovieDetailsUseCase() -> any FetchMovieDetailsUseCase {
        FetchMovieDetailsInteractor(detailsRepository: dependencies.movieDetailsRepository)
    }

    func makeFetchMovieStoryUseCase() -> (any FetchMovieStoryUseCase)? {
        dependencies.movieStoryRepository.map(FetchMovieStoryInteractor.init(storyRepository:))
    }

    func makeFetchPosterImageUseCase(_ posters: any PosterImagesRepository) -> any FetchPosterImageUseCase {
        FetchPosterImageInteractor(posterImagesRepository: posters)
    }

    func makeFetchPosterURLUseCase(_ posters: any PosterImagesRepository) -> any FetchPosterURLUseCase {
        FetchPosterURLInteractor(posterImagesRepository: posters)
    }

    func makeSavePosterUseCase(_ posters: any PosterImagesRepository) -> any SavePosterUseCase {
        SavePosterInteractor(
            posterImagesRepository: posters, posterFilesRepository: dependencies.makePosterFilesRepository())
    }

    /// The details screen's view model (`MovieDetailsCoordinatorDependencies`).
    func makeMovieDetailsViewModel(
        movieID: Movie.ID, movie: Movie?, actions: MovieDetailsViewModelActions
    ) -> MovieDetailsViewModel {
        // The posters' repository is made here, when a details screen needs posters: a search needs none.
        let posters = dependencies.makePosterImagesRepository()
        return MovieDetailsViewModel(
            movieID: movieID, movie: movie, region: choices.region ?? .unitedStates,
            language: choices.language ?? dependencies.defaultOptions.language,
            fetchMovieDetailsUseCase: makeFetchMovieDetailsUseCase(),
            fetchMovieStoryUseCase: makeFetchMovieStoryUseCase(),
            fetchPosterImageUseCase: makeFetchPosterImageUseCase(posters),
            fetchPosterURLUseCase: makeFetchPosterURLUseCase(posters),
            savePosterUseCase: makeSavePosterUseCase(posters),
            actions: actions)
    }
}
