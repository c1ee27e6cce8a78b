import FileSupport
import FoundationEssentials
import MoviesDomain
import TextIndex

/// Movies from a JSON file of `JSONFileMovie`s, the example of `docs/SWAPPING-REPOSITORIES.md`:
/// matched by the catalog's rule (`TitleMatching`) in the file's order, 20 a page. The file is
/// read at every call, off the concurrency pool, so an edit shows at once: it is for small files.
public struct JSONFileMoviesRepository: Sendable {
    /// A movies file larger than this is refused rather than read into memory.
    static let maxFileBytes = 64 * 1024 * 1024
    /// What starts the text form of a file's ids (`j348`), never taken for another source's.
    public static let idPrefix = "j"

    /// The file's path.
    public let path: String

    /// The name its pages say they come from: the file's name.
    public var sourceName: String { String(path.split(separator: "/").last ?? Substring(path)) }

    /// A repository reading the movies of the JSON file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Every movie of the file, in its order.
    func movies() async throws(MoviesError) -> [JSONFileMovie] {
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
}

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
        // The sort and filters go over every match, as the catalog's do.
        let matches = (options.arrangement ?? MovieArrangement()).arranged(
            try await movies().map(\.movie).filter { movie in
                query.year.map { $0 == movie.releaseDate?.year } ?? true
                    && TitleMatching.title(movie.title, matches: words)
            })
        guard !Task.isCancelled else { throw .cancelled }
        let positions = LocalPaging.positions(of: page).clamped(to: matches.indices)
        return LocalPaging.page(
            page, totalResults: matches.count, movies: Array(matches[positions]),
            source: MoviesPageSource(name: sourceName))
    }
}

extension JSONFileMoviesRepository: MovieDetailsRepository {
    /// The details of the movie with `id` (the file has one language: `language` is not read);
    /// `MoviesError.notFound` when the file has none.
    public func movieDetails(id: Movie.ID, language: String?) async throws(MoviesError) -> MovieDetails {
        let movies = try await movies()
        guard !Task.isCancelled else { throw .cancelled }
        guard let movie = movies.first(where: { $0.movie.id == id }) else {
            throw .notFound(message: "\(path) has no movie with id \(id).")
        }
        return movie.details
    }
}
