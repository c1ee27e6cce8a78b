import MoviesDomain
import Testing

/// A `MoviesRepository` that answers what a test set and records what it was asked. A call
/// with no answer set records a test issue and throws, so a test never passes by accident. Like
/// every repository (`MoviesRepositoryContractTests`), it answers a cancelled task with
/// `MoviesError.cancelled`.
public actor MoviesRepositoryDouble: MoviesRepository, MovieDetailsRepository {
    /// One `moviesPage` call.
    public struct PageRequest: Sendable, Hashable {
        public let query: MovieQuery
        public let page: Int
        public let options: MovieSearchOptions
    }

    /// Answers for `moviesPage`, by page number.
    public var pageResponses: [Int: Result<MoviesPage, MoviesError>] = [:]
    /// Older copies handed to `cached` before the answer, by page number.
    public var cachedPages: [Int: MoviesPage] = [:]
    /// Answers for `movieDetails`, by id.
    public var detailsResponses: [Movie.ID: Result<MovieDetails, MoviesError>] = [:]
    /// How long each `moviesPage` call waits before answering (honours cancellation).
    public var pageDelay: Duration?

    public private(set) var pageRequests: [PageRequest] = []
    public private(set) var detailsRequests: [Movie.ID] = []

    public init() {}

    /// Sets the answer for `page` (or for the page the answer names).
    public func respond(_ result: Result<MoviesPage, MoviesError>, forPage page: Int? = nil) {
        let key = page ?? (try? result.get().page) ?? 1
        pageResponses[key] = result
    }

    public func setCached(_ page: MoviesPage) { cachedPages[page.page] = page }
    public func respondDetails(_ result: Result<MovieDetails, MoviesError>, forID id: Movie.ID) {
        detailsResponses[id] = result
    }
    public func setPageDelay(_ delay: Duration?) { pageDelay = delay }

    // MARK: - MoviesRepository

    public func moviesPage(
        for query: MovieQuery,
        page: MoviesPageNumber,
        options: MovieSearchOptions,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> MoviesPage {
        pageRequests.append(PageRequest(query: query, page: page.value, options: options))
        guard let response = pageResponses[page.value] else {
            Issue.record(
                "MoviesRepositoryDouble.moviesPage(for: \"\(query.text)\", page: \(page.value)) has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        if let older = cachedPages[page.value] { await cached(older) }
        if let pageDelay {
            do { try await Task.sleep(for: pageDelay) } catch { throw .cancelled }
        }
        guard !Task.isCancelled else { throw .cancelled }
        return try response.get()
    }

    public func movieDetails(id: Movie.ID, language: String?) async throws(MoviesError) -> MovieDetails {
        detailsRequests.append(id)
        guard let response = detailsResponses[id] else {
            Issue.record("MoviesRepositoryDouble.movieDetails(id: \(id), language: nil) has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        guard !Task.isCancelled else { throw .cancelled }
        return try response.get()
    }
}
