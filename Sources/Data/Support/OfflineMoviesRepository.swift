import MoviesDomain

/// A source of movies that answers every screen by itself: the offline catalog, a JSON file. The
/// composition root builds a whole scene over one value of it (search, details, story, lists,
/// genres, posters), so that swapping the offline source is one line.
public protocol OfflineMoviesRepository: MoviesRepository, MovieDetailsRepository, MovieStoryRepository,
    MovieListsRepository
{
    /// The genres its movies may carry: those `--genre` may name.
    var genres: [Genre] { get }
    /// Where its posters come from; a source without posters says so for each.
    func posterImagesRepository() -> any PosterImagesRepository
}
