import DataTestSupport
import DomainTestSupport
import MoviesData
import MoviesDomain
import Synchronization
import Testing

/// `TMDBMoviesRepository` at its seam (a fetcher double): which endpoint it asks for and how it
/// labels pages by origin.
@Suite("TMDBMoviesRepository")
struct TMDBMoviesRepositoryTests {
    static let pageJSON = #"""
        {"page": 2, "total_pages": 9, "total_results": 170, "results": [{"id": 348, "title": "Alien"}]}
        """#

    let fetcher = TMDBResponseFetcherDouble()

    @Test func searchSendsEveryParameterTMDBKnows() async throws {
        let query = MovieFixtures.query("  The   ALIEN ", year: 1979)
        let options = MovieSearchOptions(language: "fr-FR", includeAdult: true)
        let endpoint = TMDBEndpoint(
            kind: .search, path: "search/movie",
            parameters: [
                "query": "the alien", "page": "2", "primary_release_year": "1979",
                "language": "fr-FR", "include_adult": "true",
            ])
        await fetcher.respond(json: Self.pageJSON, to: endpoint)
        let page = try await TMDBMoviesRepository(fetcher: fetcher).moviesPage(
            for: query, page: 2, options: options, cached: { _ in })
        #expect(
            page
                == MoviesPage(
                    page: 2, totalPages: 9, totalResults: 170,
                    movies: [Movie(id: 348, title: "Alien", webPageURL: "https://www.themoviedb.org/movie/348")]))
        #expect(await fetcher.requests == [endpoint])
    }

    @Test func defaultOptionsSendOnlyQueryPageAndIncludeAdult() async throws {
        let endpoint = TMDBEndpoint(
            kind: .search, path: "search/movie", parameters: ["query": "alien", "page": "1", "include_adult": "false"])
        // Page 1's answer: one about another page is refused.
        await fetcher.respond(json: Self.pageJSON.replacing(#""page": 2"#, with: #""page": 1"#), to: endpoint)
        _ = try await TMDBMoviesRepository(fetcher: fetcher).moviesPage(
            for: MovieFixtures.query("Alien"), page: 1, options: .init(), cached: { _ in })
        #expect(await fetcher.requests.map(\.relativeURL) == ["search/movie?include_adult=false&page=1&query=alien"])
    }

    @Test func fetcherErrorsPassThrough() async {
        await fetcher.respond(.failure(.unauthorized(message: "Invalid API key")), to: .details(id: 1, language: nil))
        await #expect(throws: MoviesError.unauthorized(message: "Invalid API key")) {
            try await TMDBMoviesRepository(fetcher: fetcher).movieDetails(id: 1, language: nil)
        }
    }

    @Test func detailsAskForTheMovieByID() async throws {
        await fetcher.respond(
            json: #"{"id": 603, "title": "The Matrix", "runtime": 136}"#, to: .details(id: 603, language: nil))
        let details = try await TMDBMoviesRepository(fetcher: fetcher).movieDetails(id: 603, language: nil)
        #expect(details.movie.title == "The Matrix")
        #expect(details.runtime == 136)
        #expect(await fetcher.requests == [TMDBEndpoint(kind: .details, path: "movie/603")])
    }

    // MARK: - Origins

    @Test func aCachedCopyIsHandedOnAsCacheThenTheFreshPageAsRemote() async throws {
        let staleFetcher = TMDBStaleThenFreshFetcherDouble()
        await staleFetcher.setStale(json: Self.pageJSON, age: .seconds(3600))
        await staleFetcher.setFresh(json: Self.pageJSON)
        let handed = Mutex<[MoviesPage]>([])
        let page = try await TMDBMoviesRepository(fetcher: staleFetcher).moviesPage(
            for: MovieFixtures.query(), page: 2, options: .init(),
            cached: { page in handed.withLock { $0.append(page) } })
        #expect(handed.withLock { $0.map(\.source) } == [.cache(age: .seconds(3600))])
        #expect(page.source == .remote)
    }

    @Test func aPageServedFromTheCacheSaysHowOldItIs() async throws {
        let staleFetcher = TMDBStaleThenFreshFetcherDouble()
        await staleFetcher.setFresh(json: Self.pageJSON, origin: .cache(age: .seconds(90)))
        let page = try await TMDBMoviesRepository(fetcher: staleFetcher).moviesPage(
            for: MovieFixtures.query(), page: 2, options: .init(), cached: { _ in Issue.record("nothing stale") })
        #expect(page.source == .cache(age: .seconds(90)))
    }
}
