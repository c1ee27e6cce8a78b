import CurlHTTP
import DataTestSupport
import DomainTestSupport
import MoviesData
import MoviesDomain
import ResponseCache
import TestScheduling
import Testing

/// A film's story from TMDB over the real client, the response cache in a temporary folder and
/// the loopback fixture server (which serves TMDB's documented shapes of credits, videos,
/// release_dates and watch/providers): one request, one cache entry for every region, and what
/// no film has left out before anything is cached.
@Suite("TMDB story over the network", .offThePool, .timeLimit(.minutes(30)))
final class TMDBMovieStoryNetworkTests {
    let temporary: TemporaryFolder
    let server: FixtureServer
    let client = CurlHTTPClient(configuration: .init(userAgent: "movies-tests", totalTimeout: .seconds(10)))
    let germany = MovieRegion(code: "DE")!

    init() throws {
        temporary = try TemporaryFolder()
        server = try FixtureServer.started()
    }

    deinit {
        server.stop()
        temporary.remove()
    }

    private func repository(fault: String? = nil) throws -> TMDBMoviesRepository {
        let base = server.baseURL(fault: fault)
        let network = TMDBNetworkFetcher(
            configuration: try TMDBConfiguration(baseURL: base, credentials: .apiKey("story-key")), client: client)
        let fetcher = CachedTMDBFetcher(
            wrapping: network, cache: FileJSONResponseCache(folder: temporary.appending("cache")), baseURL: base,
            mode: .normal, notices: NoticeRecorder())
        return TMDBMoviesRepository(fetcher: fetcher)
    }

    @Test func oneRequestTellsTheWholeStory() async throws {
        let story = try await repository().movieStory(id: 603, region: .unitedStates, language: nil)

        #expect(story.details.movie.title == "Movie 603")
        #expect(story.details.runtime == 93)
        #expect(story.directors == ["Lana Wachowski", "Lilly Wachowski"])
        #expect(story.writers.map(\.name) == ["Lana Wachowski", "Lilly Wachowski"])
        #expect(story.writers.map(\.role) == ["Writer", "Writer"])
        #expect(story.cast.count == 7)
        #expect(
            story.cast.prefix(3).map { "\($0.name) as \($0.role)" } == [
                "Keanu Reeves as Neo", "Laurence Fishburne as Morpheus", "Carrie-Anne Moss as Trinity",
            ], "billing order, whatever the position")
        #expect(story.details.certification == "R")
        #expect(story.trailerURL == "https://www.youtube.com/watch?v=vKQi3bBA1y8", "the official YouTube trailer")
        #expect(story.collection == "The Matrix Collection")
        let watch = try #require(story.watchOptions)
        #expect(watch.streaming == ["Max"])
        #expect(watch.rent == ["Apple TV", "Amazon Video"])
        #expect(watch.buy == ["Apple TV"])
        #expect(watch.link == "https://www.themoviedb.org/movie/603/watch?locale=US")

        let stats = try server.stats()
        #expect(stats.requests == 1)
        let request = try #require(stats.lastRequest)
        #expect(request.path == "/3/movie/603")
        #expect(request.query["append_to_response"] == "credits,videos,release_dates,watch/providers")
    }

    @Test func anotherRegionIsTheSameCacheEntry() async throws {
        let repository = try repository()
        _ = try await repository.movieStory(id: 603, region: .unitedStates, language: nil)

        let german = try await repository.movieStory(id: 603, region: germany, language: nil)

        #expect(try server.stats().requests == 1, "answered from the cache")
        #expect(german.region == germany)
        #expect(german.details.certification == "16", "the theatrical release's, not the uncertified premiere's")
        #expect(german.watchOptions?.streaming == ["Netflix", "WOW"], "by display priority")
        #expect(german.watchOptions?.rent == ["Amazon Video"])
        #expect(german.watchOptions?.buy == ["Apple TV", "Amazon Video"])
        let france = try await repository.movieStory(id: 603, region: MovieRegion(code: "FR")!, language: nil)
        #expect(
            france.details.certification == nil && france.watchOptions == MovieWatchOptions(link: nil), "nothing listed"
        )
        #expect(france.directors == german.directors)
    }

    @Test func valuesNoFilmHasAreLeftOut() async throws {
        let story = try await repository(fault: "hostile-story").movieStory(
            id: 603, region: .unitedStates, language: nil)

        #expect(story.cast.first?.name == "Keanu Reeves", "a name of 5,000 characters is no name")
        #expect(story.trailerURL == "https://www.youtube.com/watch?v=vKQi3bBA1y8", "a key that is no key is skipped")
        #expect(story.watchOptions?.link == nil, "a watch page on another site")
        #expect(story.watchOptions?.streaming == ["Max"])
        #expect(story.details.certification == "R", "a certification of 100 characters is none")
    }

    @Test func theCatalogsStoryIsItsDetailsInTheUnitedStates() async throws {
        let story = try await CatalogMoviesRepository().movieStory(
            id: Movie.ID(prefix: CatalogMoviesRepository.idPrefix, number: 32710), region: germany, language: "de-DE")

        #expect(story.details.movie.title == "The Matrix")
        #expect(story.details.certification == "R")
        #expect(story.details.budget == 63_000_000)
        #expect(story.region == .unitedStates, "MPAA ratings are the United States'")
        #expect(story.cast.isEmpty && story.directors.isEmpty && story.watchOptions == nil)
    }
}
