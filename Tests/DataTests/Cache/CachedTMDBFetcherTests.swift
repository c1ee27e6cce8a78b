import DataTestSupport
import Foundation
import MoviesData
import MoviesDomain
import ResponseCache
import ResponseCacheInterface
import Synchronization
import Testing

final class CachedTMDBFetcherTests {
    let temporary: TemporaryFolder
    let cache: FileJSONResponseCache
    let network = TMDBResponseFetcherDouble()
    let notices = NoticeRecorder()
    let clock = ManualClock()

    let search = TMDBEndpoint(kind: .search, path: "search/movie", parameters: ["query": "alien", "page": "1"])
    let details = TMDBEndpoint(kind: .details, path: "movie/348")

    init() throws {
        temporary = try TemporaryFolder()
        cache = FileJSONResponseCache(folder: temporary.appending("cache/movies"))
    }

    deinit { temporary.remove() }

    private func fetcher(_ mode: ResponseCacheMode = .normal, cache: (any JSONResponseCaching)? = nil)
        -> CachedTMDBFetcher
    {
        CachedTMDBFetcher(
            wrapping: network, cache: cache ?? self.cache, baseURL: "https://tmdb.test/3", mode: mode, notices: notices,
            now: clock.now)
    }

    /// The value of a test body: `{"title": …}`.
    private struct Title: Decodable, Sendable, Equatable {
        let title: String
    }

    private static let decodeTitle: @Sendable ([UInt8]) throws(MoviesError) -> Title = { bytes throws(MoviesError) in
        do { return try JSONDecoder().decode(Title.self, from: Data(bytes)) } catch {
            throw .invalidResponse(message: "not a title")
        }
    }

    private func fetch(
        _ endpoint: TMDBEndpoint, with fetcher: CachedTMDBFetcher,
        cached: @escaping @Sendable (TMDBResponse<Title>) async -> Void = { _ in }
    ) async throws(MoviesError) -> TMDBResponse<Title> {
        try await fetcher.fetch(endpoint, decode: Self.decodeTitle, cached: cached)
    }

    /// Fetches `endpoint` once from the network so that the cache holds "Alien".
    private func prime(_ endpoint: TMDBEndpoint) async throws {
        await network.respond(json: #"{"title":"Alien"}"#, to: endpoint)
        _ = try await fetch(endpoint, with: fetcher())
    }

    // MARK: - Fresh entries

    @Test func secondIdenticalFetchMakesNoRequest() async throws {
        try await prime(search)
        clock.advance(by: .seconds(23 * 3600))

        let second = try await fetch(search, with: fetcher())

        #expect(await network.requests == [search])
        #expect(second.value == Title(title: "Alien"))
        #expect(second.origin == .cache(age: .seconds(23 * 3600)))
        #expect(notices.notices.isEmpty)
    }

    @Test func firstFetchComesFromTheNetwork() async throws {
        await network.respond(json: #"{"title":"Alien"}"#, to: search)

        let first = try await fetch(search, with: fetcher())

        #expect(first.origin == .network)
        #expect(try cache.info().entryCount == 1)
    }

    @Test(arguments: [
        (TMDBEndpoint.Kind.search, Duration.seconds(24 * 3600)),
        (.details, .seconds(7 * 24 * 3600)),
        (.configuration, .seconds(3 * 24 * 3600)),
    ])
    func afterItsWindowAnEntryCostsOneRequest(kind: TMDBEndpoint.Kind, window: Duration) async throws {
        let endpoint = TMDBEndpoint(kind: kind, path: "some/path")
        try await prime(endpoint)
        clock.advance(by: window - .seconds(1))
        _ = try await fetch(endpoint, with: fetcher())
        #expect(await network.requests.count == 1, "still fresh one second before the window ends")

        clock.advance(by: .seconds(1))
        await network.respond(json: #"{"title":"Aliens"}"#, to: endpoint)
        let refreshed = try await fetch(endpoint, with: fetcher())

        #expect(await network.requests.count == 2)
        #expect(refreshed.pair == (Title(title: "Aliens"), .network))
        let rewritten = try await fetch(endpoint, with: fetcher())
        #expect(rewritten.pair == (Title(title: "Aliens"), .cache(age: .zero)))
    }

    @Test func aStaleEntryIsHandedToCachedBeforeTheNetworkAnswers() async throws {
        try await prime(search)
        clock.advance(by: .seconds(25 * 3600))
        await network.respond(json: #"{"title":"Aliens"}"#, to: search)
        let handed = Mutex<[TMDBResponse<Title>]>([])

        let fresh = try await fetch(search, with: fetcher()) { older in handed.withLock { $0.append(older) } }

        let handedPairs = handed.withLock { $0.map(\.pair) }
        #expect(handedPairs.count == 1)
        #expect(handedPairs.first.map { $0 == (Title(title: "Alien"), .cache(age: .seconds(25 * 3600))) } == true)
        #expect(fresh.origin == .network)
    }

    @Test func aFreshEntryIsNotHandedToCachedButReturned() async throws {
        try await prime(search)
        let handed = Mutex(0)

        _ = try await fetch(search, with: fetcher()) { _ in handed.withLock { $0 += 1 } }

        #expect(handed.withLock { $0 } == 0)
    }

    // MARK: - Network failures

    @Test(arguments: [
        MoviesError.notConnected(message: "Connection refused"),
        .timedOut(message: "no answer in 30 s"),
        .serverError(status: 503, message: "Service Unavailable"),
        .rateLimited(retryAfter: .seconds(10), message: "Too many requests"),
        .invalidResponse(message: "HTML instead of JSON"),
    ])
    func whenTheNetworkFailsAnOldEntryIsServedWithItsAge(failure: MoviesError) async throws {
        try await prime(search)
        clock.advance(by: .seconds(3 * 24 * 3600 + 5))
        await network.respond(.failure(failure), to: search)

        let served = try await fetch(search, with: fetcher())

        #expect(served.pair == (Title(title: "Alien"), .cache(age: .seconds(3 * 24 * 3600 + 5))))
        #expect(notices.notices.count == 1)
        #expect(notices.notices.first?.hasPrefix("showing results cached 3 days ago: ") == true)
    }

    @Test func theAgeNoticeSaysWhyTheNetworkFailed() async throws {
        try await prime(search)
        clock.advance(by: .seconds(26 * 3600))
        await network.respond(.failure(.notConnected(message: "Connection refused")), to: search)

        _ = try await fetch(search, with: fetcher())

        #expect(notices.notices == ["showing results cached 26 hours ago: TMDB cannot be reached (Connection refused)"])
    }

    @Test(arguments: [
        MoviesError.unauthorized(message: "Invalid API key: You must be granted a valid key."),
        .notFound(message: "The resource you requested could not be found."),
        .invalidRequest(message: "query must be provided"),
        .cancelled,
    ])
    func answersAreNotMaskedByAnOldEntry(answer: MoviesError) async throws {
        try await prime(search)
        clock.advance(by: .seconds(25 * 3600))
        await network.respond(.failure(answer), to: search)

        await #expect(throws: answer) { try await self.fetch(self.search, with: self.fetcher()) }
        #expect(notices.notices.isEmpty)
    }

    @Test func aNetworkFailureWithNothingCachedIsThrown() async {
        await network.respond(.failure(.notConnected(message: "Connection refused")), to: search)

        await #expect(throws: MoviesError.notConnected(message: "Connection refused")) {
            try await self.fetch(self.search, with: self.fetcher())
        }
    }

    // MARK: - Refresh

    @Test func refreshAsksTheNetworkEvenForAFreshEntry() async throws {
        try await prime(search)
        await network.respond(json: #"{"title":"Aliens"}"#, to: search)

        let refreshed = try await fetch(search, with: fetcher(.refresh))

        #expect(await network.requests.count == 2)
        #expect(refreshed.pair == (Title(title: "Aliens"), .network))
        #expect(try await fetch(search, with: fetcher()).value == Title(title: "Aliens"))
    }

    @Test func refreshFallsBackToTheEntryWhenTheNetworkFails() async throws {
        try await prime(search)
        clock.advance(by: .seconds(3600))
        await network.respond(.failure(.timedOut(message: "stalled")), to: search)

        let served = try await fetch(search, with: fetcher(.refresh))

        #expect(served.origin == .cache(age: .seconds(3600)))
        #expect(notices.notices == ["showing results cached 1 hour ago: TMDB did not answer in time (stalled)"])
    }

    // MARK: - Offline

    @Test func offlineServesAnyEntryWithoutAsking() async throws {
        try await prime(search)
        clock.advance(by: .seconds(400 * 24 * 3600))

        let served = try await fetch(search, with: fetcher(.offline))

        #expect(served.origin == .cache(age: .seconds(400 * 24 * 3600)))
        #expect(await network.requests.count == 1)
    }

    @Test func offlineWithNothingCachedThrowsNotCachedWithoutAsking() async {
        await #expect(throws: MoviesError.notCached) { try await self.fetch(self.search, with: self.fetcher(.offline)) }
        #expect(await network.requests.isEmpty)
    }

    // MARK: - What is stored

    @Test func anEntryThatNoLongerDecodesIsAMiss() async throws {
        await network.respond(json: #"{"name":"not a title"}"#, to: details)
        let raw = try await fetcher().fetch(details, decode: { $0 }, cached: { _ in })
        #expect(raw.origin == .network)
        await network.respond(json: #"{"title":"Aliens"}"#, to: details)

        let decoded = try await fetch(details, with: fetcher())

        #expect(decoded.pair == (Title(title: "Aliens"), .network))
        #expect(await network.requests.count == 2)
    }

    @Test func aCorruptEntryIsAMissAndIsRewritten() async throws {
        try await prime(search)
        let files = CacheFolderFiles(folder: temporary.appending("cache/movies"))
        let entry = try #require(files.entries.first)
        try Data("response-cache-entry 3\ngarbage".utf8).write(to: URL(fileURLWithPath: files.path(entry)))
        await network.respond(json: #"{"title":"Aliens"}"#, to: search)

        let refetched = try await fetch(search, with: fetcher())

        #expect(refetched.pair == (Title(title: "Aliens"), .network))
        #expect(
            try cache.response(forKey: "https://tmdb.test/3/\(search.relativeURL)")?.body
                == Array(#"{"title":"Aliens"}"#.utf8))
    }

    @Test func aBodyThatDoesNotDecodeIsNeverStored() async throws {
        await network.respond(json: "<html>captive portal</html>", to: search)

        await #expect(throws: MoviesError.invalidResponse(message: "not a title")) {
            try await self.fetch(self.search, with: self.fetcher())
        }
        #expect(try cache.info().entryCount == 0)
    }

    @Test func theStoredBodyIsTheBytesTheNetworkSent() async throws {
        let body = #"{"title":"Alien","extra":[1, 2.0, "ü"]}"#
        await network.respond(json: body, to: search)

        _ = try await fetch(search, with: fetcher())

        let entry = try #require(try cache.response(forKey: "https://tmdb.test/3/\(search.relativeURL)"))
        #expect(entry.body == Array(body.utf8))
        #expect(entry.fetchedAt == clock.now())
    }

    // MARK: - Storage failures

    @Test func aBrokenCacheNeverFailsAnAnsweredFetchAndIsReportedOnce() async throws {
        try Data("a file, not a folder".utf8).write(to: URL(fileURLWithPath: temporary.appending("cache")))
        await network.respond(json: #"{"title":"Alien"}"#, to: search)
        await network.respond(json: #"{"title":"Alien"}"#, to: details)
        let fetcher = fetcher()

        let first = try await fetch(search, with: fetcher)
        let second = try await fetch(details, with: fetcher)

        #expect(first.value == Title(title: "Alien"))
        #expect(second.value == Title(title: "Alien"))
        #expect(notices.notices.count == 1)
        #expect(notices.notices.first?.hasPrefix("the response cache is not used: ") == true)
        #expect(notices.notices.first?.contains("Not a directory") == true)
    }
}

extension TMDBResponse {
    /// The value and its origin, comparable in one expectation.
    fileprivate var pair: (Value, Origin) { (value, origin) }
}
