import MoviesDomain

// MARK: - Sort and filters

extension TMDBMoviesRepository {
    /// `page` narrowed by what of `arrangement` TMDB's search cannot take: all of it but the one
    /// year it searched by (`primary_release_year`). TMDB's totals count what it matched,
    /// unfiltered (`MovieArrangement.narrowing(_:)`).
    static func narrowing(_ page: MoviesPage, by arrangement: MovieArrangement, of query: MovieQuery) -> MoviesPage {
        var rest = arrangement
        if let year = arrangement.year, (query.year ?? year) == year { rest.years = nil }
        return rest.arranges ? rest.narrowing(page) : page
    }
}
