import DataTestSupport
import DomainTestSupport
import MoviesData
import MoviesDomain
import Testing

/// `TMDBMovieListsRepository` at its seam (a fetcher double): which endpoint each list asks for,
/// with which parameters, and how a person's films are put together.
@Suite("TMDBMovieListsRepository")
struct TMDBMovieListsRepositoryTests {
    static let pageJSON = #"""
        {"page": 1, "total_pages": 3, "total_results": 45, "results": [{"id": 348, "title": "Alien"}]}
        """#

    let fetcher = TMDBResponseFetcherDouble()

    private func relativeURL(
        of list: MovieList, language: String? = nil, region: String? = nil
    ) async throws -> String {
        let endpoint = try #require(TMDBEndpoint.list(list, page: 1, language: language, region: region))
        await fetcher.respond(json: Self.pageJSON, to: endpoint)
        let page = try await TMDBMovieListsRepository(fetcher: fetcher).listPage(
            list, page: 1, language: language, region: region, cached: { _ in })
        #expect(page.movies.movies.map(\.title) == ["Alien"])
        #expect(page.movies.totalResults == 45)
        return endpoint.relativeURL
    }

    @Test func eachListAsksForItsEndpointWithTheRegionWhereItTakesOne() async throws {
        #expect(try await relativeURL(of: .popular, region: "DE") == "movie/popular?page=1&region=DE")
        #expect(try await relativeURL(of: .topRated, language: "fr") == "movie/top_rated?language=fr&page=1")
        #expect(try await relativeURL(of: .upcoming, region: "US") == "movie/upcoming?page=1&region=US")
        #expect(try await relativeURL(of: .nowPlaying) == "movie/now_playing?page=1")
        #expect(try await relativeURL(of: .trending(.day), region: "DE") == "trending/movie/day?page=1")
        #expect(try await relativeURL(of: .trending(.week)) == "trending/movie/week?page=1")
        #expect(try await relativeURL(of: .similar(550), region: "DE") == "movie/550/recommendations?page=1")
    }

    @Test func discoverSendsEveryFilterAndTheSort() async throws {
        let arrangement = MovieArrangement(
            sort: .rating, years: 1990...1999, genres: [.drama, .action], minRating: 7.5, minVotes: 1000)
        #expect(
            try await relativeURL(of: .discover(arrangement), region: "GB")
                == "discover/movie?include_adult=false&page=1&primary_release_date.gte=1990-01-01"
                + "&primary_release_date.lte=1999-12-31&region=GB&sort_by=vote_average.desc&vote_average.gte=7.5"
                + "&vote_count.gte=1000&with_genres=28%7C18")
        #expect(
            try await relativeURL(of: .discover(MovieArrangement(years: 1982...1982)))
                == "discover/movie?include_adult=false&page=1&primary_release_year=1982&sort_by=popularity.desc")
    }

    @Test func aCatalogIDHasNoSimilarMoviesOnTMDB() async {
        await #expect(throws: MoviesError.notFound(message: "c550 is not a TMDB id.")) {
            try await TMDBMovieListsRepository(fetcher: fetcher).listPage(
                .similar(Movie.ID(prefix: "c", number: 550)), page: 1, language: nil, region: nil, cached: { _ in })
        }
        #expect(await fetcher.requests.isEmpty)
    }

    @Test func aPersonsFilmsAreTheFirstPersonsCreditsNewestFirstWithTheirRoles() async throws {
        await fetcher.respond(
            json: #"""
                {"page": 1, "results": [{"id": 31, "name": "Tom Hanks", "known_for_department": "Acting"},
                 {"id": -4, "name": "Bad"}, {"id": 32, "name": "Tom Hanks Jr."}]}
                """#, to: .people(named: "Tom Hanks", language: nil))
        await fetcher.respond(
            json: #"""
                {"id": 31, "cast": [{"id": 13, "title": "Forrest Gump", "release_date": "1994-06-23",
                 "character": "Forrest Gump"}, {"id": 1, "title": "Undated", "release_date": ""},
                 {"id": 99, "title": "Broken", "vote_average": 1e18, "character": "X"}],
                 "crew": [{"id": 5, "title": "That Thing You Do!", "release_date": "1996-10-04", "job": "Director"},
                 {"id": 5, "title": "That Thing You Do!", "release_date": "1996-10-04", "job": "Writer"},
                 {"id": 13, "title": "Forrest Gump", "release_date": "1994-06-23", "job": "Producer"}]}
                """#, to: .movieCredits(ofPerson: 31, language: nil))

        let page = try await TMDBMovieListsRepository(fetcher: fetcher).listPage(
            .person(name: "Tom Hanks"), page: 1, language: nil, region: "DE", cached: { _ in })

        #expect(page.person == Person(id: 31, name: "Tom Hanks", knownFor: "Acting"))
        #expect(page.otherPeople.map(\.name) == ["Tom Hanks Jr."], "a person without a valid id is left out")
        #expect(page.movies.movies.map(\.title) == ["That Thing You Do!", "Forrest Gump", "Undated"])
        #expect(page.movies.totalResults == 3)
        #expect(page.movies.omittedResults.count == 1)
        #expect(page.credits[13] == MovieCredit(character: "Forrest Gump", jobs: ["Producer"]))
        #expect(page.credits[5] == MovieCredit(jobs: ["Director", "Writer"]))
        #expect(page.credits[1] == MovieCredit())
    }

    @Test func aChoiceTakesAnotherOfThePeopleFound() async throws {
        await fetcher.respond(
            json: #"{"results": [{"id": 31, "name": "Tom Hanks"}, {"id": 32, "name": "Tom Hanks Jr."}]}"#,
            to: .people(named: "tom hanks", language: nil))
        await fetcher.respond(
            json: #"{"id": 32, "cast": [], "crew": []}"#, to: .movieCredits(ofPerson: 32, language: nil))
        let page = try await TMDBMovieListsRepository(fetcher: fetcher).listPage(
            .person(name: "tom hanks", choice: 1), page: 1, language: nil, region: nil, cached: { _ in })
        #expect(page.person?.id == 32)
        #expect(page.otherPeople.map(\.id) == [31])
        let past = try await TMDBMovieListsRepository(fetcher: fetcher).listPage(
            .person(name: "tom hanks", choice: 5), page: 1, language: nil, region: nil, cached: { _ in })
        #expect(past.person == nil && past.movies.totalResults == 0)
    }

    @Test func noPersonFoundIsAnEmptyList() async throws {
        await fetcher.respond(json: #"{"page": 1, "results": []}"#, to: .people(named: "nobody", language: nil))
        let page = try await TMDBMovieListsRepository(fetcher: fetcher).listPage(
            .person(name: "nobody"), page: 1, language: nil, region: nil, cached: { _ in })
        #expect(page.person == nil)
        #expect(page.movies.totalResults == 0 && page.movies.movies.isEmpty)
        #expect(await fetcher.requests.count == 1)
    }

    @Test func aPageTMDBDoesNotServeIsRefusedBeforeAsking() async {
        await #expect(throws: MoviesError.invalidPage(501)) {
            try await TMDBMovieListsRepository(fetcher: fetcher).listPage(
                .popular, page: 501, language: nil, region: nil, cached: { _ in })
        }
    }
}
