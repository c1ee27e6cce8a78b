import HTTPClientInterface
import MoviesData
import MoviesDomain
import ResponseCacheInterface

// MARK: - The repositories of the slices beside the search, made when a screen first needs them

extension AppDIContainer {
    /// TMDB's posters: the image configuration through `fetcher`, the pictures through `client`,
    /// both kept in `cache` as `mode` says.
    static func tmdbPosterImages(
        fetcher: some TMDBResponseFetching, client: some HTTPClient, cache: some JSONResponseCaching,
        mode: ResponseCacheMode
    ) -> any PosterImagesRepository {
        TMDBPosterImagesRepository(fetcher: fetcher, client: client, cache: cache, mode: mode)
    }

    /// TMDB's lists without a query (popular, trending, a person's films, …) through `fetcher`.
    static func tmdbLists(fetcher: some TMDBResponseFetching) -> any MovieListsRepository {
        TMDBMovieListsRepository(fetcher: fetcher)
    }

    /// Where `--poster FILE` and the full screen's `p` save a poster, whichever source answers.
    static func posterFiles() -> any PosterFilesRepository {
        FilePosterFilesRepository()
    }
}
