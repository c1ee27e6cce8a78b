import MoviesDomain

extension TMDBMovieListsRepository {
    /// `page` of `list` from `source`, without the films its window leaves out
    /// (`ReleaseWindow.lists(_:in:)`: `upcoming`'s films already out, `now playing`'s still to
    /// come), counted in `leftOutOfWindow`. TMDB's totals are kept as TMDB counts them.
    static func shown(_ page: MovieListPage, of list: MovieList, source: MoviesPageSource) -> MovieListPage {
        let sent = page.movies
        let kept = page.window.map { window in sent.movies.filter { window.lists($0.releaseDate, in: list) } }
        let movies = MoviesPage(
            page: sent.page, totalPages: sent.totalPages, totalResults: sent.totalResults, movies: kept ?? sent.movies,
            hasNextPage: sent.hasNextPage, source: source, notes: sent.notes)
        return MovieListPage(
            movies: movies, window: page.window, leftOutOfWindow: sent.movies.count - (kept ?? sent.movies).count)
    }
}
