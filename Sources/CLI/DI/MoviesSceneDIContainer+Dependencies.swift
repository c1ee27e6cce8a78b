import MoviesDomain

extension MoviesSceneDIContainer {
    /// The repositories and settings the scene is built on.
    struct Dependencies {
        /// Which `--source` the scene answers for: TMDB, or the offline source (the catalog, or
        /// whatever repository stands in its place); views say so (`catalog` in JSON, the source's
        /// name after a text summary).
        let sourceOption: SourceOption
        let moviesRepository: any MoviesRepository
        let movieDetailsRepository: any MovieDetailsRepository
        /// Where the details screen reads a film's story; `nil`: the source tells none.
        let movieStoryRepository: (any MovieStoryRepository)?
        /// Makes the posters' repository of a details screen, when one is made: a search needs
        /// none.
        let makePosterImagesRepository: @MainActor () -> any PosterImagesRepository
        /// Makes where the posters the user asks to keep are saved (`show --poster`, `p`).
        let makePosterFilesRepository: @MainActor () -> any PosterFilesRepository
        let queriesRepository: any MoviesQueriesRepository
        /// Makes the lists' repository, when a list is first shown: a search shows none.
        let makeMovieListsRepository: @MainActor () -> any MovieListsRepository
        /// What a search that names no option is refined with (the `language` setting).
        let defaultOptions: MovieSearchOptions
        /// The genres the source's movies carry, which `--genre` may name: every one (TMDB), or
        /// the catalog's seven flags but "Short".
        let genres: [Genre]
    }
}
