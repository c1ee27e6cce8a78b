import MoviesDomain
import TextIndex

/// Movies from the offline catalog compiled into the binary, searched as TMDB searches
/// (`TitleSearch`), 20 a page, with no network and no key. Of `MovieSearchOptions` the year and
/// the sort and filters apply, exactly, over all the matches; the catalog has one title per film
/// and no adult flag.
public struct CatalogMoviesRepository: Sendable {
    /// What starts the text form of a catalog id (`c6088`).
    public static let idPrefix = CatalogRecord.idPrefix
    /// The name its pages say they come from (`MoviesPageSource.name`).
    public static let sourceName = "offline catalog"
    /// The year of its newest films.
    public static let lastYear = 2005
    /// What it holds, for a search that finds little (`MoviesPageSource.coverage`).
    public static let coverage = "films up to \(lastYear)"
    /// The genres the catalog's movies carry: its source's flags but "Short", which has no genre.
    public static let genres = CatalogGenre.allCases.compactMap(\.genre)

    let catalog: Result<MovieCatalog, MoviesError>

    /// The repository of the embedded catalog; cheap, as only its header is checked.
    public init() {
        self.init(catalog: Result { () throws(MoviesError) in try MovieCatalog.embedded() })
    }

    /// The repository of `catalog`, or one whose every call fails with its error.
    init(catalog: Result<MovieCatalog, MoviesError>) {
        self.catalog = catalog
    }
}

extension CatalogMoviesRepository: MoviesRepository {
    /// One page of matches; no match is an empty page, and so is a page past the last. The
    /// catalog has no older copy of anything, so `cached` is never called.
    public func moviesPage(
        for query: MovieQuery,
        page: MoviesPageNumber,
        options: MovieSearchOptions,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> MoviesPage {
        guard !Task.isCancelled else { throw .cancelled }
        let catalog = try catalog.get()
        let arrangement = options.arrangement ?? MovieArrangement()
        let years = Set([query.year, arrangement.year].compactMap { $0 })
        // Two different years can match no film, which has one.
        let search = years.count > 1 ? nil : TitleSearch(text: query.text, year: years.first, in: catalog)
        let positions = LocalPaging.positions(of: page)
        let total: Int
        let movies: [Movie]
        if arrangement.arranges {
            // Sort and filters go over every match, then the page is cut: the totals count
            // what the filters keep.
            let matches = arrangement.arranged(search?.matches.map { catalog.record(atRank: $0).movie } ?? [])
            (total, movies) = (matches.count, LocalPaging.movies(of: page, in: matches))
        } else {
            total = search?.count ?? 0
            movies = search?.ranks(at: positions).map { catalog.record(atRank: $0).movie } ?? []
        }
        let searchedAs = search?.searchedAs.flatMap { try? MovieQuery(text: $0.text, year: $0.year ?? query.year) }
        // What it holds is said unless the film meant came first with words left out, or the
        // filters, not the catalog, left nothing of what the words found.
        let saysWhatItHolds = search?.foundTheTitle != true && (total > 0 || (search?.count ?? 0) == 0)
        return LocalPaging.page(
            page, totalResults: total, movies: movies,
            source: MoviesPageSource(name: Self.sourceName, coverage: saysWhatItHolds ? Self.coverage : nil),
            notes: MoviesPageNotes(searchedAs: searchedAs, leftOutWords: search?.leftOutWords ?? []).ifAny)
    }
}

extension CatalogMoviesRepository: MovieDetailsRepository {
    /// The details of the movie with `id` (its row number in the catalog's source), in English
    /// alone: `language` is not read.
    public func movieDetails(id: Movie.ID, language: String?) async throws(MoviesError) -> MovieDetails {
        guard !Task.isCancelled else { throw .cancelled }
        let catalog = try catalog.get()
        guard id.prefix == Self.idPrefix, let rank = catalog.rank(ofID: id.number) else {
            throw .notFound(message: "The offline catalog has no movie with id \(id).")
        }
        return catalog.record(atRank: rank).details
    }
}
