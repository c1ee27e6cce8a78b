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

    func makeFetchPosterImageUseCase() -> any FetchPosterImageUseCase {
        FetchPosterImageInteractor(posterImagesRepository: posterImagesRepository)
    }

    func makeFetchPosterURLUseCase() -> any FetchPosterURLUseCase {
        FetchPosterURLInteractor(posterImagesRepository: posterImagesRepository)
    }

    func makeSavePosterUseCase() -> any SavePosterUseCase {
        SavePosterInteractor(
            posterImagesRepository: posterImagesRepository,
            posterFilesRepository: posterFilesRepository)
    }

    /// The details screen's view model (`MovieDetailsCoordinatorDependencies`).
    func makeMovieDetailsViewModel(
        movieID: Movie.ID, movie: Movie?, actions: MovieDetailsViewModelActions
    ) -> MovieDetailsViewModel {
        MovieDetailsViewModel(
            movieID: movieID, movie: movie, region: choices.region ?? .unitedStates,
            language: choices.language ?? dependencies.defaultOptions.language,
            fetchMovieDetailsUseCase: makeFetchMovieDetailsUseCase(),
            fetchMovieStoryUseCase: makeFetchMovieStoryUseCase(),
            fetchPosterImageUseCase: makeFetchPosterImageUseCase(),
            fetchPosterURLUseCase: makeFetchPosterURLUseCase(), savePosterUseCase: makeSavePosterUseCase(),
            actions: actions)
    }
}
