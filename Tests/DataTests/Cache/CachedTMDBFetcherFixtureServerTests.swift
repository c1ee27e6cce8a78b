import CurlHTTP
import DataTestSupport
import DomainTestSupport
import Foundation
import MoviesData
import MoviesDomain
import ResponseCache
import ResponseCacheInterface
import TestScheduling
import Testing

/// The response cache proven against the loopback fixture server, through the real client,
/// network fetcher and repository: what reaches the server is what the server counts.
@Suite(.offThePool)
final class CachedTMDBFetcherFixtureServerTests {
    let temporary: TemporaryFolder
    let server: FixtureServer
    let notices = NoticeRecorder()
    let clock = ManualClock()
    let client = CurlHTTPClient(configuration: .init(userAgent: "movies-tests", totalTimeout: .seconds(10)))

    static let apiKey = "APIKEY0c0ffee5ecret0recognisable"
    static let accessToken = "TOKEN0b1ab1a5ecret0recognisable"

    let alien = MovieFixtures.query("Alien")

    init() throws {
        temporary = try TemporaryFolder()
        server = try FixtureServer.started()
    }

    deinit {
        server.stop()
        temporary.remove()
    }

    private var cacheFolder: String { temporary.appending("cache/movies") }

    private func repository(
        _ mode: ResponseCacheMode = .normal, credentials: TMDBCredentials = .apiKey(apiKey)
    ) throws -> TMDBMoviesRepository {
        let network = TMDBNetworkFetcher(
            configuration: try TMDBConfiguration(baseURL: server.baseURL(), credentials: credentials), client: client)
        let fetcher = CachedTMDBFetcher(
            wrapping: network, cache: FileJSONResponseCache(folder: cacheFolder), baseURL: server.baseURL(), mode: mode,
            notices: notices,
            now: clock.now)
        return TMDBMoviesRepository(fetcher: fetcher)
    }

    private func search(_ repository: TMDBMoviesRepository, _ query: MovieQuery? = nil) async throws -> MoviesPage {
        try await repository.moviesPage(for: query ?? alien, page: 1, options: MovieSearchOptions(), cached: { _ in })
    }

    // MARK: - Requests that reach the server

    @Test func secondIdenticalSearchSendsNothingToTheServer() async throws {
        let first = try await search(repository())
        #expect(try server.stats().requests == 1)

        let second = try await search(repository())

        #expect(try server.stats().requests == 1)
        #expect(second.movies == first.movies)
        #expect(first.source == .remote)
        #expect(second.source == .cache(age: .zero))
    }

    @Test func afterTheWindowASearchSendsOneRequest() async throws {
        _ = try await search(repository())
        clock.advance(by: .seconds(24 * 3600 + 1))

        let later = try await search(repository())

        #expect(try server.stats().requests == 2)
        #expect(later.source == .remote)
    }

    @Test func withTheServerDownAnOldEntryIsServedWithItsAge() async throws {
        let first = try await search(repository())
        let repository = try repository()
        server.stop()
        clock.advance(by: .seconds(3 * 24 * 3600))

        let served = try await search(repository)

        #expect(served.movies == first.movies)
        #expect(served.source == .cache(age: .seconds(3 * 24 * 3600)))
        #expect(notices.notices.count == 1)
        #expect(notices.notices.first?.hasPrefix("showing results cached 3 days ago: TMDB cannot be reached") == true)
    }

    @Test func refreshAsksTheServerForAFreshEntry() async throws {
        _ = try await search(repository())

        let refreshed = try await search(repository(.refresh))

        #expect(try server.stats().requests == 2)
        #expect(refreshed.source == .remote)
    }

    @Test func offlineServesTheEntryAndNeverAsksTheServer() async throws {
        _ = try await search(repository())
        try server.reset()

        let served = try await search(repository(.offline))
        await #expect(throws: MoviesError.notCached) {
            try await self.search(self.repository(.offline), MovieFixtures.query("Heat"))
        }

        #expect(served.source == .cache(age: .zero))
        #expect(try server.stats().requests == 0)
    }

    // MARK: - Answers refused

    /// A server whose answer to page 1 says it is page 9 (with TMDB's own totals, 100 results on
    /// 5 pages) is refused, as details about another movie are: never read as 180 movies on 9
    /// pages, and never kept, so that a later run asks again.
    @Test func anAnswerAboutAnotherPageIsRefusedAndNotKept() async throws {
        try server.inject("other-page/9")

        await #expect(throws: MoviesError.invalidResponse(message: "TMDB answered page 1 with page 9")) {
            try await self.search(self.repository())
        }
        await #expect(throws: MoviesError.notCached) { try await self.search(self.repository(.offline)) }

        #expect(CacheFolderFiles(folder: cacheFolder).entries.isEmpty)
        #expect(try server.stats().requests == 1)
    }

    // MARK: - Secrets

    @Test(arguments: [
        TMDBCredentials.apiKey(apiKey), .bearerToken(accessToken),
    ])
    func noCacheFileNameOrContentHoldsTheCredentials(credentials: TMDBCredentials) async throws {
        let repository = try repository(credentials: credentials)
        _ = try await search(repository)
        _ = try await repository.movieDetails(id: 603, language: nil)
        let sent = try #require(try server.stats().lastRequest)
        #expect(sent.query["api_key"] == Self.apiKey || sent.headers["authorization"] == "Bearer \(Self.accessToken)")

        // Every file: the two entries, and the counters beside them.
        let files = CacheFolderFiles(folder: cacheFolder)
        #expect(files.entries.count == 2)
        for name in files.all {
            let contents = try Data(contentsOf: URL(fileURLWithPath: files.path(name)))
            for secret in [Self.apiKey, Self.accessToken, "APIKEY", "TOKEN", "recognisable"] {
                #expect(!name.contains(secret))
                #expect(contents.range(of: Data(secret.utf8)) == nil, "\(name) holds \(secret)")
            }
        }
    }
}
