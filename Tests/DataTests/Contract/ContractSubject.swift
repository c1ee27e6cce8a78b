import DataTestSupport
import DomainTestSupport
import MoviesDomain

/// One repository under the contract, with the facts about its movies that the checks rely on.
/// Releasing it stops its fixture server and removes its file, if it has them.
final class ContractSubject: Sendable {
    /// A movie whose title the repository matches itself.
    struct TitledMovie: Sendable {
        let id: Movie.ID
        /// The title as the repository holds it.
        let title: String
        /// The same title without accents.
        let plainTitle: String
        let year: Int
    }

    /// Searched (`MoviesRepository`) and asked for details (`MovieDetailsRepository`).
    let repository: any MoviesRepository & MovieDetailsRepository
    /// A query with three pages of results or more, and fewer than 500.
    let pagedQuery: MovieQuery
    /// A movie the repository has details of.
    let knownID: Movie.ID
    /// An id the repository has no movie for.
    let unknownID: Movie.ID
    /// `nil` when a server matches the titles.
    let titled: TitledMovie?
    private let keptAlive: FixtureServer?
    private let folder: TemporaryFolder?

    init(
        repository: any MoviesRepository & MovieDetailsRepository, pagedQuery: MovieQuery, knownID: Movie.ID,
        unknownID: Movie.ID,
        titled: TitledMovie?, keptAlive: FixtureServer? = nil, folder: TemporaryFolder? = nil
    ) {
        self.repository = repository
        self.pagedQuery = pagedQuery
        self.knownID = knownID
        self.unknownID = unknownID
        self.titled = titled
        self.keptAlive = keptAlive
        self.folder = folder
    }

    deinit {
        folder?.remove()
    }

    /// Page `number` of the matches of `query` (the paged query by default).
    func page(_ number: Int, of query: MovieQuery? = nil, options: MovieSearchOptions = .init())
        async throws(MoviesError) -> MoviesPage
    {
        try await repository.moviesPage(
            for: query ?? pagedQuery, page: try MoviesPageNumber(number), options: options, cached: { _ in })
    }

    /// The ids on the first page of the matches of `text`.
    func ids(finding text: String, year: Int? = nil) async throws(MoviesError) -> [Movie.ID] {
        try await page(1, of: MovieFixtures.query(text, year: year)).movies.map(\.id)
    }
}
