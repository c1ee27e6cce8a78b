import CurlHTTP
import DataTestSupport
import DomainTestSupport
import Foundation
import MoviesData
import MoviesDomain

/// Every `MoviesRepository` the contract runs against. Each one is made fresh for each check, with
/// the facts the checks need about the movies it holds (`ContractSubject`).
enum RepositoryUnderContract: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `TMDBMoviesRepository` over the real HTTP client and the loopback fixture server.
    case tmdb
    /// `CatalogMoviesRepository`: the offline catalog compiled into `movies`.
    case catalog
    /// `JSONFileMoviesRepository` over a file of 46 movies written for the check.
    case jsonFile
    /// `MoviesRepositoryDouble`: it answers what a test sets, so only what it does of its own,
    /// honouring cancellation, is under contract.
    case double

    /// The sources of movies `movies` ships: every check runs on them.
    static let sources: [Self] = [.tmdb, .catalog, .jsonFile]
    /// The sources that match titles themselves. TMDB's server matches TMDB's titles (and the
    /// fixture server echoes any query), so TMDB is not among them.
    static let titleMatchers: [Self] = [.catalog, .jsonFile]

    var description: String {
        switch self {
        case .tmdb: "TMDBMoviesRepository"
        case .catalog: "CatalogMoviesRepository"
        case .jsonFile: "JSONFileMoviesRepository"
        case .double: "MoviesRepositoryDouble"
        }
    }

    /// The repository, ready to be asked.
    func subject() async throws -> ContractSubject {
        switch self {
        case .tmdb: try Self.tmdb()
        case .catalog: Self.catalog()
        case .jsonFile: try Self.jsonFile()
        case .double: await Self.double()
        }
    }

    // MARK: - Subjects

    private static func tmdb() throws -> ContractSubject {
        let server = try FixtureServer.started()
        // The fixture server titles its results "<query> <n>" and counts 45 of them.
        let configuration = try TMDBConfiguration(
            baseURL: server.baseURL(fault: "total/45"), credentials: .apiKey("contract-key"))
        let client = CurlHTTPClient(configuration: .init(userAgent: "movies-contract"))
        return ContractSubject(
            repository: TMDBMoviesRepository(fetcher: TMDBNetworkFetcher(configuration: configuration, client: client)),
            pagedQuery: MovieFixtures.query("heat"), knownID: 603, unknownID: 0, titled: nil,
            keptAlive: server)
    }

    private static func catalog() -> ContractSubject {
        ContractSubject(
            repository: CatalogMoviesRepository(), pagedQuery: MovieFixtures.query("heat"),
            knownID: Movie.ID(prefix: "c", number: 27812), unknownID: Movie.ID(prefix: "c", number: 58789),
            titled: .init(
                id: Movie.ID(prefix: "c", number: 27812), title: "Killing Zoe", plainTitle: "Killing Zoe", year: 1994))
    }

    private static func jsonFile() throws -> ContractSubject {
        let folder = try TemporaryFolder()
        let heat = (1...45).map { #"{"id": \#(1000 + $0), "title": "Heat \#($0)", "release_date": "1995-12-15"}"# }
        let amelie = #"{"id": 194, "title": "Le Fabuleux Destin d'Amélie Poulain", "release_date": "2001-04-25"}"#
        let path = folder.appending("movies.json")
        try Data("[\((heat + [amelie]).joined(separator: ",\n"))]".utf8).write(to: URL(fileURLWithPath: path))
        return ContractSubject(
            repository: JSONFileMoviesRepository(path: path), pagedQuery: MovieFixtures.query("heat"),
            knownID: Movie.ID(prefix: "j", number: 194), unknownID: Movie.ID(prefix: "j", number: 999),
            titled: .init(
                id: Movie.ID(prefix: "j", number: 194), title: "Le Fabuleux Destin d'Amélie Poulain",
                plainTitle: "Le Fabuleux Destin d'Amelie Poulain", year: 2001),
            folder: folder)
    }

    private static func double() async -> ContractSubject {
        let double = MoviesRepositoryDouble()
        await double.respond(.success(MovieFixtures.page(1, of: 3)))
        await double.respondDetails(
            .success(MovieDetails(movie: MovieFixtures.movie(id: 7), runtime: 90, genres: [])), forID: 7)
        return ContractSubject(
            repository: double, pagedQuery: MovieFixtures.query(), knownID: 7, unknownID: 8, titled: nil)
    }
}
