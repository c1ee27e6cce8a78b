import FileSupport
import FoundationEssentials
import MoviesDomain
import TextIndex

/// Movies from a JSON file: an array of movies with TMDB's field names (`id`, `title`,
/// `original_title`, `overview`, `release_date`, `poster_path`, `vote_average`, `vote_count`,
/// `runtime`, `genres` as `[{"id", "name"}]`, `tagline`, `status`; only `id` and `title` are
/// required). The walkthrough `docs/SWAPPING-REPOSITORIES.md` adds it and wires it in one line.
///
/// A search keeps the file's order and matches as `movies search` promises (`TitleMatching`, the
/// catalog's rule): every word of the query starts a word of the title, case and accents
/// ignored; a year keeps that year's movies only; 20 a page, as TMDB pages. The file is read at
/// every call, off the concurrency pool, so that an edit shows at once: this is a repository for
/// small files, not for the 58,788 films of the catalog.
public struct JSONFileMoviesRepository: Sendable {
    /// A movies file larger than this is refused rather than read into memory.
    static let maxFileBytes = 64 * 1024 * 1024
    /// What starts the text form of a file's ids (`j348`): the file numbers its movies as it
    /// likes, so its ids are never taken for TMDB's or the catalog's.
    public static let idPrefix = "j"

    /// The file's path.
    public let path: String

    /// The name its pages say they come from: the file's name.
    public var sourceName: String { String(path.split(separator: "/").last ?? Substring(path)) }

    /// A repository reading the movies of the JSON file at `path`.
    public init(path: String) {
        self.path = path
    }

    // MARK: - Private

    /// Every movie of the file, in its order.
    private func movies() async throws(MoviesError) -> [JSONFileMovie] {
        let path = path
        return try await BlockingIO.run { () throws(MoviesError) -> [JSONFileMovie] in
            let bytes = try onDisk { () throws(FileError) in try POSIXFiles.read(path, maxBytes: Self.maxFileBytes) }
            guard let bytes else {
                throw .storage(message: "\(path) is missing, not a regular file, or larger than 64 MiB")
            }
            do {
                return try JSONDecoder().decode([JSONFileMovie].self, from: Data(bytes))
            } catch {
                throw .invalidResponse(message: "\(path) is not a JSON array of movies")
            }
        }
    }

    /// Whether the query's words (`queryWords`, folded) match `movie`'s title
    /// (`TitleMatching.title(_:matches:)`), and its year is every year asked for.
    private static func matches(
        _ movie: Movie, _ queryWords: [QueryWord], _ query: MovieQuery, _ options: MovieSearchOptions
    ) -> Bool {
        let years = [query.year, options.primaryReleaseYear].compactMap { $0 }
        guard years.allSatisfy({ $0 == movie.releaseDate?.year }) else { return false }
        return TitleMatching.title(movie.title, matches: queryWords)
    }
}

// MARK: - MoviesRepository

extension JSONFileMoviesRepository: MoviesRepository {
    /// One page of the file's matches; a page past the last is empty. The file has no older
    /// copy of anything, so `cached` is never called.
    public func moviesPage(
        for query: MovieQuery,
        page: MoviesPageNumber,
        options: MovieSearchOptions,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> MoviesPage {
        let words = TitleMatching.queryWords(of: query.text)
        let matches = try await movies().map(\.movie).filter { Self.matches($0, words, query, options) }
        guard !Task.isCancelled else { throw .cancelled }
        let positions = LocalPaging.positions(of: page).clamped(to: matches.indices)
        return LocalPaging.page(
            page, totalResults: matches.count, movies: Array(matches[positions]),
            source: MoviesPageSource(name: sourceName))
    }

    /// The details of the movie with `id`; `MoviesError.notFound` when the file has none.
    public func movieDetails(id: Movie.ID) async throws(MoviesError) -> MovieDetails {
        let movies = try await movies()
        guard !Task.isCancelled else { throw .cancelled }
        guard let movie = movies.first(where: { $0.movie.id == id }) else {
            throw .notFound(message: "\(path) has no movie with id \(id).")
        }
        return movie.details
    }
}
