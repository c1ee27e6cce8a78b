import MoviesDomain

/// An answer that can say it must not be kept in the response cache: one that contradicts
/// itself, which a day in the cache would repeat. `CachedTMDBFetcher` keeps every other answer.
protocol TMDBKeepableAnswer {
    /// Whether the answer is kept once fetched.
    var isKept: Bool { get }
}

extension MoviesPage: TMDBKeepableAnswer {
    /// A page sent without a result while its totals say it holds some (not past the last, no
    /// result left out as invalid) contradicts itself: shown as sent, never kept.
    var isKept: Bool {
        !(movies.isEmpty && omittedResults.isEmpty && totalResults > 0 && page <= totalPages)
    }
}

extension MovieListPage: TMDBKeepableAnswer {
    /// A list's page is kept as its movies' page is.
    var isKept: Bool { movies.isKept }
}
