import CurlHTTP
import DataTestSupport
import DomainTestSupport
import FoundationEssentials
import MoviesData
import MoviesDomain
import ResponseCache
import ResponseCacheInterface
import TestScheduling
import Testing

/// The TMDB repositories end to end over the real client and the loopback fixture server.
@Suite("TMDB repositories over the network", .offThePool, .timeLimit(.minutes(30)))
struct TMDBRepositoriesNetworkTests {
    let server: FixtureServer
    let client = CurlHTTPClient(configuration: .init(userAgent: "movies/9.9.9"))

    init() throws {
        server = try FixtureServer.started()
    }

    private func fetcher(fault: String? = nil, client: CurlHTTPClient? = nil) throws -> TMDBNetworkFetcher {
        let configuration = try TMDBConfiguration(
            baseURL: server.baseURL(fault: fault), credentials: .bearerToken("repository-token"))
        return TMDBNetworkFetcher(configuration: configuration, client: client ?? self.client)
    }

    private func movies(fault: String? = nil, client: CurlHTTPClient? = nil) throws -> TMDBMoviesRepository {
        TMDBMoviesRepository(fetcher: try fetcher(fault: fault, client: client))
    }

    // MARK: - Movies

    @Test func searchesAPage() async throws {
        let page = try await movies().moviesPage(
            for: MovieFixtures.query("Blade Runner"), page: 2, options: .init(), cached: { _ in })
        #expect(page.page == 2)
        #expect(page.totalResults == 100)
        #expect(page.totalPages == 5)
        #expect(page.movies.count == 20)
        #expect(page.movies.first?.title == "blade runner 21")
        #expect(page.source == .remote)
        #expect(page.hasNextPage)
        let request = try #require(try server.stats().lastRequest)
        #expect(request.query == ["query": "blade runner", "page": "2", "include_adult": "false"])
    }

    // MARK: - Sort and filters

    /// The fixture's page 1 of 100 results: result n is from 1950 + n, rated 5 + n / 10, a drama
    /// unless n is a multiple of 3. TMDB's search takes none of these filters: the page fetched
    /// is narrowed and sorted, and says how many it held; the totals stay TMDB's.
    @Test func whatTheSearchCannotTakeNarrowsThePageFetchedAndSaysSo() async throws {
        let arrangement = MovieArrangement(sort: .rating, genres: [.drama], minRating: 6.5)
        let page = try await movies().moviesPage(
            for: MovieFixtures.query("Blade Runner"), page: 1, options: .init(arrangement: arrangement),
            cached: { _ in })
        #expect(
            page.movies.map(\.title) == ["blade runner 20", "blade runner 19", "blade runner 17", "blade runner 16"])
        #expect(page.fetchedCount == 20)
        #expect(page.totalResults == 100, "TMDB's count, before the filters")
        let request = try #require(try server.stats().lastRequest)
        #expect(request.query == ["query": "blade runner", "page": "1", "include_adult": "false"])
    }

    @Test func oneYearIsSentAsThePrimaryReleaseYear() async throws {
        let page = try await movies().moviesPage(
            for: MovieFixtures.query("Alien"), page: 1, options: .init(arrangement: .init(years: 1979...1979)),
            cached: { _ in })
        let request = try #require(try server.stats().lastRequest)
        #expect(request.query["primary_release_year"] == "1979")
        #expect(request.query["year"] == nil)
        #expect(page.fetchedCount == nil, "TMDB answered the year itself")
        #expect(page.movies.count == 20)
    }

    @Test func aRangeOfYearsIsNotSentButNarrowsThePageFetched() async throws {
        let page = try await movies().moviesPage(
            for: MovieFixtures.query("Alien"), page: 1, options: .init(arrangement: .init(years: 1955...1960)),
            cached: { _ in })
        let request = try #require(try server.stats().lastRequest)
        #expect(request.query["primary_release_year"] == nil && request.query["year"] == nil)
        #expect(page.movies.map(\.title) == (5...10).map { "alien \($0)" })
        #expect(page.fetchedCount == 20)
    }

    @Test func aPagePastTheLastThatTMDBRefusesIsEmptyWithTheTotals() async throws {
        let movies = try movies(fault: "strict-pages/fault/total/50")

        let past = try await movies.moviesPage(for: MovieFixtures.query(), page: 4, options: .init(), cached: { _ in })

        #expect(past.page == 4)
        #expect(past.movies.isEmpty)
        #expect(past.totalPages == 3 && past.totalResults == 50)
        #expect(try server.stats().paths["/fault/strict-pages/fault/total/50/3/search/movie"] == 2, "page 4, then 1")
    }

    @Test func aRefusedPageBeforeTheLastStaysAFailure() async throws {
        let movies = try movies(fault: "status/422")

        await #expect(throws: MoviesError.self) {
            try await movies.moviesPage(for: MovieFixtures.query(), page: 2, options: .init(), cached: { _ in })
        }
    }

    @Test func twentyPagesInARowTravelOverOneConnection() async throws {
        // A loaded machine (CI under the thread sanitizer) may pause the test between two pages
        // for longer than libcurl's default 118 s, which would rightly reconnect.
        let patient = CurlHTTPClient(
            configuration: .init(userAgent: "movies/9.9.9", idleConnectionLifetime: .seconds(3600)))
        let movies = try movies(fault: "total/400", client: patient)
        for page in 1...20 {
            let fetched = try await movies.moviesPage(
                for: MovieFixtures.query(), page: try MoviesPageNumber(page), options: .init(), cached: { _ in })
            #expect(fetched.movies.count == 20)
        }
        let stats = try server.stats()
        #expect(stats.requests == 20)
        #expect(stats.connections == 1)
    }

    @Test func aPageWithQuirksKeepsEveryResultThatDecodes() async throws {
        let page = try await movies(fault: "quirks").moviesPage(
            for: MovieFixtures.query(), page: 1, options: .init(), cached: { _ in })
        #expect(page.movies.map(\.id) == [1, 2, 3, 5])
        #expect(page.movies[0].releaseDate == nil)
        #expect(page.movies[2].title == "千と千尋の神隠し")
    }

    @Test func titlesWithControlCharactersArriveIntactForTheViewsToSanitise() async throws {
        let page = try await movies(fault: "control-titles").moviesPage(
            for: MovieFixtures.query(), page: 1, options: .init(), cached: { _ in })
        #expect(page.movies.count == 8)
        #expect(page.movies[0].title == "\u{1B}[31mRed\u{1B}[0m Alert \u{1B}[2J")
        #expect(page.movies[3].title == "Nul\u{0}Byte")
        #expect(page.movies[7].title.count == 1005)
    }

    @Test func fetchesDetails() async throws {
        let details = try await movies().movieDetails(id: 603, language: nil)
        #expect(details.movie.title == "Movie 603")
        #expect(details.runtime == 93)
        #expect(details.genres.map(\.name) == ["Drama", "Science Fiction"])
        #expect(details.movie.releaseDate == MovieFixtures.releaseDate(1999, 3, 31))
    }

    @Test func theDetailsAreAskedInTheLanguage() async throws {
        let details = try await movies().movieDetails(id: 550, language: "de-DE")
        #expect(details.movie.overview == "Ein namenloser Erzähler leidet an Schlaflosigkeit.")
        let request = try #require(try server.stats().lastRequest)
        #expect(request.path == "/3/movie/550" && request.query == ["language": "de-DE"])
    }

    @Test func anIMDbIDIsFoundFirst() async throws {
        let details = try await movies().movieDetails(id: Movie.ID(prefix: "tt", number: 137_523), language: nil)
        #expect(details.movie.id == 550 && details.imdbID == "tt0137523")
        #expect(try server.stats().paths["/3/find/tt0137523"] == 1)
        await #expect(throws: MoviesError.self) {
            try await movies().movieDetails(id: Movie.ID(prefix: "x", number: 550), language: nil)
        }
    }

    /// A connection closed (FIN) or reset (RST) before any answer is the connection's failure,
    /// not an answer that cannot be read; the request is not sent again (only 429 is retried).
    @Test(arguments: [("drop", "Empty reply from server"), ("reset", "Connection reset by peer")])
    func aConnectionCutBeforeAnyAnswerIsLost(fault: String, libcurlSays: String) async throws {
        let movies = try movies(fault: fault)
        do throws(MoviesError) {
            _ = try await movies.movieDetails(id: 550, language: nil)
            Issue.record("expected a failure")
        } catch {
            guard case .connectionLost(let message) = error else { return #expect(Bool(false), "got \(error)") }
            #expect(message.contains(libcurlSays), "\(message)")
        }
        #expect(try server.stats().requests == 1)
    }

    /// An answer without an HTTP/1.x status line is unreadable, in libcurl's words: no redirect
    /// was asked for, so none is said to have been refused.
    @Test(arguments: [
        ("http09", "Received HTTP/0.9 when not allowed"), ("bad-status-line", "Unsupported HTTP version in response"),
    ])
    func anAnswerWithoutAStatusLineIsUnreadableInLibcurlsWords(fault: String, libcurlSays: String) async throws {
        await #expect(throws: MoviesError.invalidResponse(message: libcurlSays)) {
            try await movies(fault: fault).movieDetails(id: 550, language: nil)
        }
    }

    @Test func anUnknownMovieIsNotFound() async throws {
        await #expect(throws: MoviesError.notFound(message: "The resource you requested could not be found.")) {
            try await movies(fault: "not-found/34").movieDetails(id: 1, language: nil)
        }
    }

    // MARK: - Posters

    @Test func fetchesAPosterInTheNearestWidthWithoutCredentials() async throws {
        let posters = TMDBPosterImagesRepository(fetcher: try fetcher(), client: client)
        let first = try await posters.posterImage(path: "/poster603.jpg", width: 300)
        #expect(
            first.starts(with: [0xFF, 0xD8])
                && String(decoding: first, as: UTF8.self).contains("IMG w342 poster603.jpg"))
        let imageRequest = try #require(try server.stats().lastRequest)
        #expect(imageRequest.path == "/t/p/w342/poster603.jpg")
        #expect(imageRequest.headers["authorization"] == nil)
        #expect(imageRequest.query["api_key"] == nil)

        let second = try await posters.posterImage(path: "/poster604.jpg", width: 90)
        #expect(
            second.starts(with: [0xFF, 0xD8])
                && String(decoding: second, as: UTF8.self).contains("IMG w92 poster604.jpg"))
        #expect(try server.stats().paths["/3/configuration"] == 1)
    }

    @Test func aPosterIsFetchedOnceThenServedFromTheCache() async throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let cache = FileJSONResponseCache(folder: temporary.appending("cache"))
        let posters = TMDBPosterImagesRepository(fetcher: try fetcher(), client: client, cache: cache)
        let fetched = try await posters.posterImage(path: "/poster603.jpg", width: 300)
        let kept = try await posters.posterImage(path: "/poster603.jpg", width: 300)
        #expect(kept == fetched)
        #expect(try server.stats().paths["/t/p/w342/poster603.jpg"] == 1)

        // Offline, a kept poster is served and any other is not cached; nothing is asked.
        let offline = TMDBPosterImagesRepository(fetcher: try fetcher(), client: client, cache: cache, mode: .offline)
        #expect(try await offline.posterImage(path: "/poster603.jpg", width: 300) == fetched)
        await #expect(throws: MoviesError.notCached) {
            try await offline.posterImage(path: "/poster604.jpg", width: 300)
        }
        #expect(try server.stats().paths["/t/p/w342/poster604.jpg"] == nil)
    }

    @Test(arguments: ["poster.jpg", "/../../etc/passwd", "/a?api_key=x", "/", "/a b.jpg"])
    func aPosterPathThatIsNotOneFileIsRefusedWithoutARequest(path: String) async throws {
        let posters = TMDBPosterImagesRepository(fetcher: try fetcher(), client: client)
        await #expect {
            try await posters.posterImage(path: path, width: 300)
        } throws: { error in
            (error as? MoviesError)?.caseName == "invalidRequest"
        }
        #expect(try server.stats().requests == 0)
    }

    // MARK: - Hostile posters

    /// A web page served with status 200, or a JPEG whose scans never end, is no poster: refused
    /// with one line, and not kept, so the real poster is fetched once the server sends it.
    @Test(arguments: [
        ("poster-html", "the poster is not an image (the image host sent text/html)"),
        ("jpeg-posters/scan-flood", "the poster cannot be read: unsupported JPEG: more than 200 scans"),
    ])
    func anAnswerThatIsNoPosterIsRefusedAndNotKept(fault: String, message: String) async throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let cache = FileJSONResponseCache(folder: temporary.appending("cache"))
        let posters = TMDBPosterImagesRepository(fetcher: try fetcher(), client: client, cache: cache)
        try server.inject(fault)
        await #expect(throws: MoviesError.invalidResponse(message: message)) {
            try await posters.posterImage(path: "/poster603.jpg", width: 300)
        }
        try server.reset()
        let real = try await posters.posterImage(path: "/poster603.jpg", width: 300)
        #expect(real.starts(with: [0xFF, 0xD8]) && String(decoding: real, as: UTF8.self).contains("IMG w342"))
        #expect(try server.stats().paths["/t/p/w342/poster603.jpg"] == 1, "the refused answer was not served again")
    }

    /// A kept entry that is not an image (written by an older `movies`) is fetched again.
    @Test func aKeptAnswerThatIsNoPosterIsFetchedAgain() async throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let cache = FileJSONResponseCache(folder: temporary.appending("cache"))
        let posters = TMDBPosterImagesRepository(fetcher: try fetcher(), client: client, cache: cache)
        let url = try await posters.posterURL(path: "/poster603.jpg", width: 300)
        try cache.store(CachedJSONResponse(key: url, fetchedAt: Date(), body: Array("<html>old</html>".utf8)))
        let poster = try await posters.posterImage(path: "/poster603.jpg", width: 300)
        #expect(poster.starts(with: [0xFF, 0xD8]))
        #expect(try server.stats().paths["/t/p/w342/poster603.jpg"] == 1)
    }

    /// The image host takes no credentials: its 401, 403 and 404 say the poster is not there.
    @Test(arguments: [401, 403, 404])
    func theImageHostsRefusalIsAPosterNotAvailable(status: Int) async throws {
        let posters = TMDBPosterImagesRepository(fetcher: try fetcher(), client: client)
        try server.inject("poster-status/\(status)")
        await #expect(
            throws: MoviesError.notFound(message: "poster not available (the image host answered HTTP \(status))")
        ) { try await posters.posterImage(path: "/poster603.jpg", width: 300) }
    }

    /// A configuration whose poster sizes hold a number no width has (near `Int.min`, `Int.max`,
    /// or no number) is refused before it is cached: offline, it is not there to trap later.
    @Test(arguments: ["int-min", "huge", "junk"])
    func posterSizesNoWidthHasAreRefusedBeforeTheCache(kind: String) async throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let cache = FileJSONResponseCache(folder: temporary.appending("cache"))
        let base = server.baseURL(fault: "poster-sizes/\(kind)")
        let cached = CachedTMDBFetcher(
            wrapping: try fetcher(fault: "poster-sizes/\(kind)"), cache: cache, baseURL: base,
            notices: NoticeRecorder())
        let posters = TMDBPosterImagesRepository(fetcher: cached, client: client, cache: cache)
        await #expect {
            try await posters.posterImage(path: "/poster603.jpg", width: 300)
        } throws: { error in
            (error as? MoviesError).map { "\($0)".contains("lists a poster size that is not one") } ?? false
        }
        let offline = CachedTMDBFetcher(
            wrapping: try fetcher(fault: "poster-sizes/\(kind)"), cache: cache, baseURL: base, mode: .offline,
            notices: NoticeRecorder())
        await #expect(throws: MoviesError.notCached) {
            try await TMDBPosterImagesRepository(fetcher: offline, client: client, cache: cache, mode: .offline)
                .posterImage(path: "/poster603.jpg", width: 300)
        }
    }
}
