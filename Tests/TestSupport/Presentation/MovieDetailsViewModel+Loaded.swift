import MoviesDomain
import MoviesPresentation

extension MovieDetailsViewModel {
    /// A details screen for `story`'s movie and region in `language`, its story fetched through
    /// `stories` (which answers `story`), loaded: what a view or a test of its texts reads.
    public static func loaded(
        _ story: MovieStory, language: String? = nil,
        stories: FetchMovieStoryUseCaseDouble = FetchMovieStoryUseCaseDouble()
    ) async -> MovieDetailsViewModel {
        await stories.respond(.success(story), forID: story.id)
        let viewModel = MovieDetailsViewModel(
            movieID: story.id, region: story.region, language: language,
            fetchMovieDetailsUseCase: FetchMovieDetailsUseCaseDouble(), fetchMovieStoryUseCase: stories,
            fetchPosterImageUseCase: FetchPosterImageUseCaseDouble(),
            fetchPosterURLUseCase: FetchPosterURLUseCaseDouble(), savePosterUseCase: SavePosterUseCaseDouble())
        await viewModel.load()
        return viewModel
    }
}
