import CurlHTTP
import DataTestSupport
import DomainTestSupport
import MoviesData
import MoviesDomain
import ResponseCache
import ResponseCacheInterface
import TestScheduling
import Testing

/// `TMDBMovieListsRepository` over the real client and the loopback fixture server, behind the
/// response cache in a temporary folder: TMDB's shapes for the lists and a person's films, each
/// kept once it was checked, and a page that cannot be checked never kept.
@Suite("TMDB lists over the network", .offThePool, .timeLimit(.minutes(30)))
struct TMDBMovieListsNetworkTests {
    let server: FixtureServer
    let client = CurlHTTPClient(configuration: .init(userAgent: "movies/9.9.9"))
    let temporary: TemporaryFolder

    init() throws {
        server = try FixtureServer.started()
        temporary = try TemporaryFolder()
    }

    private func lists(fault: String? = nil, mode: ResponseCacheMode = .normal) throws -> TMDBMovieListsRepository {
        let configuration = try TMDBConfiguration(
            baseURL: server.baseURL(fault: fault), credentials: .bearerToken("lists-token"))
        let network = TMDBNetworkFetcher(configuration: configuration, client: client)
        let cache = FileJSONResponseCache(folder: temporary.appending("cache"))
        return TMDBMovieListsRepository(
            fetcher: CachedTMDBFetcher(
                wrapping: network, cache: cache, baseURL: server.baseURL(fault: fault), mode: mode,
                notices: NoticeRecorder()))
    }

    @Test func upcomingWithItsDatesIsAPageKeptInTheCache() async throws {
        defer { temporary.remove() }
        let page = try await lists().listPage(.upcoming, page: 2, language: "de", region: "DE", cached: { _ in })
        #expect(page.movies.page == 2 && page.movies.totalResults == 100 && page.movies.movies.count == 18)
        #expect(page.movies.movies.first?.title == "movie/upcoming 21")
        // TMDB's window is kept, and the films already out (30 and 40, dated 2026-10-30) left out.
        #expect(
            page.window
                == ReleaseWindow(
                    minimum: .init(year: 2026, month: 11, day: 27)!, maximum: .init(year: 2026, month: 12, day: 24)!))
        #expect(page.leftOutOfWindow == 2 && !page.movies.movies.contains { $0.title == "movie/upcoming 30" })
        let request = try #require(try server.stats().lastRequest)
        #expect(request.path == "/3/movie/upcoming")
        #expect(request.query == ["page": "2", "language": "de", "region": "DE"])

        let offline = try await lists(mode: .offline).listPage(
            .upcoming, page: 2, language: "de", region: "DE", cached: { _ in })
        #expect(offline.movies.movies == page.movies.movies && offline.window == page.window)
        #expect(offline.movies.source.cachedAge != nil)
        #expect(try server.stats().requests == 1)
    }

    @Test func aPersonsFilmsAreTwoRequestsBothKept() async throws {
        defer { temporary.remove() }
        let page = try await lists().listPage(
            .person(name: "Jane Doe"), page: 1, language: nil, region: nil, cached: { _ in })
        #expect(page.person?.name == "Jane Doe")
        #expect(page.otherPeople.map(\.name) == ["Jane Doe Jr.", "Jane Doe Sr."])
        #expect(page.movies.movies.map(\.title) == ["Film 7001-4", "Film 7001-2", "Film 7001-1", "Film 7001-3"])
        #expect(page.credits[700102] == MovieCredit(character: "Villain", jobs: ["Director", "Screenplay"]))
        #expect(try server.stats().paths.keys.sorted() == ["/3/person/7001/movie_credits", "/3/search/person"])

        let offline = try await lists(mode: .offline).listPage(
            .person(name: "jane doe"), page: 1, language: nil, region: nil, cached: { _ in })
        #expect(offline.movies.movies == page.movies.movies && offline.window == page.window)
    }

    @Test func aPageWithAHostileNumberIsNeverKept() async throws {
        defer { temporary.remove() }
        let hostile = try lists(fault: "total/99999999999")
        await #expect(throws: MoviesError.self) {
            try await hostile.listPage(.popular, page: 1, language: nil, region: nil, cached: { _ in })
        }
        await #expect(throws: MoviesError.notCached) {
            try await lists(fault: "total/99999999999", mode: .offline).listPage(
                .popular, page: 1, language: nil, region: nil, cached: { _ in })
        }
    }

    @Test func aListsAnswerAboutAnotherPageIsRefusedAndNeverKept() async throws {
        defer { temporary.remove() }
        await #expect(throws: MoviesError.invalidResponse(message: "TMDB answered page 2 with page 1")) {
            try await lists(fault: "other-page/1").listPage(
                .popular, page: 2, language: nil, region: nil, cached: { _ in })
        }
        await #expect(throws: MoviesError.notCached) {
            try await lists(fault: "other-page/1", mode: .offline).listPage(
                .popular, page: 2, language: nil, region: nil, cached: { _ in })
        }
    }
}
