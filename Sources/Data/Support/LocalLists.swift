import MoviesDomain

/// The lists a source holding all its films answers exactly over them (the catalog, a JSON file),
/// as its search answers a sort and filters (`MovieArrangement.arranged(_:)`): popular is the
/// most voted, top rated the best rated of those with at least `topRatedVoteFloor` votes,
/// discover its filters and order. The lists that need what such a source lacks (today's films,
/// who played in what, likeness) are not found there.
enum LocalLists {
    /// The votes a film needs to be in the top rated: fewer, and a handful of enthusiasts put an
    /// obscure film first. 1,000 keeps about 2,400 of the catalog's 58,788.
    static let topRatedVoteFloor = 1000

    /// The arrangement of all the films that `list` is, `nil` for a list no such source answers.
    static func arrangement(of list: MovieList) -> MovieArrangement? {
        switch list {
        case .popular: MovieArrangement(sort: .votes)
        case .topRated: MovieArrangement(sort: .rating, minVotes: topRatedVoteFloor)
        case .discover(let arrangement): arrangement
        case .upcoming, .nowPlaying, .trending, .similar, .person: nil
        }
    }

    /// Page `page` of `list` over every one of `films`, its totals counting every film it keeps;
    /// `owner` starts the sentence of a list it cannot answer (`The offline catalog`).
    static func page(
        _ list: MovieList, _ page: MoviesPageNumber, of films: @autoclosure () throws(MoviesError) -> [Movie],
        source: MoviesPageSource, owner: String
    ) throws(MoviesError) -> MovieListPage {
        guard let arrangement = arrangement(of: list) else {
            throw .notFound(message: "\(owner) has no \(list.name) list: it needs TMDB.")
        }
        let kept = arrangement.arranged(try films())
        return MovieListPage(
            movies: LocalPaging.page(
                page, totalResults: kept.count, movies: LocalPaging.movies(of: page, in: kept), source: source))
    }
}
