import DomainTestSupport
import Foundation
import JSONText
import MoviesData
import MoviesDomain
import MoviesPresentation
import Testing

@testable import MoviesCLI

/// The `--json` documents: the schemas of docs/REFERENCE.md, keys in a stable order, no control byte.
@MainActor
struct MoviesJSONViewTests {
    @Test func searchDocumentFollowsTheSchema() async {
        let movie = Movie(
            id: 11, title: "Star Wars", originalTitle: "Star Wars", overview: "Princess \"Leia\"\n",
            releaseDate: ReleaseDate(year: 1977, month: 5, day: 25), posterPath: "/p.jpg", voteAverage: 8.2,
            voteCount: 20_000, genres: [.adventure, .action])
        let undated = Movie(id: 12, title: "Untitled", voteAverage: 7)
        let movies = MoviesRepositoryDouble()
        await movies.respond(
            .success(MoviesPage(page: 2, totalPages: 3, totalResults: 45, movies: [movie], source: .remote)))
        await movies.respond(
            .success(MoviesPage(page: 3, totalPages: 3, totalResults: 45, movies: [undated], source: .remote)))
        let list = MoviesListViewModel(
            // Two pages at once, composed as `MoviesSceneDIContainer` does for --pages 2.
            searchMoviesUseCase: MultiPageSearchMoviesInteractor(
                wrapping: SearchMoviesInteractor(
                    moviesRepository: movies, queriesRepository: MoviesQueriesRepositoryDouble())))
        await list.search(MovieSearchRequest(query: MovieFixtures.query("star wars"), page: 2, pageCount: 2))

        let text = MoviesJSONView.search(
            list, firstPage: 2, rows: 0..<list.items.count, source: .tmdb, genreID: \.tmdbID
        ).serialized()

        #expect(
            text == """
                {
                  "query": "star wars",
                  "page": 2,
                  "total_pages": 3,
                  "total_results": 45,
                  "source": "tmdb",
                  "results": [
                    {
                      "id": "11",
                      "source_id": 11,
                      "title": "Star Wars",
                      "original_title": "Star Wars",
                      "release_date": "1977-05-25",
                      "year": 1977,
                      "overview": "Princess \\"Leia\\"\\n",
                      "vote_average": 8.2,
                      "vote_count": 20000,
                      "poster_path": "/p.jpg",
                      "genre_ids": [
                        12,
                        28
                      ],
                      "url": null
                    },
                    {
                      "id": "12",
                      "source_id": 12,
                      "title": "Untitled",
                      "original_title": "Untitled",
                      "release_date": null,
                      "year": null,
                      "overview": "",
                      "vote_average": 7.0,
                      "vote_count": 0,
                      "poster_path": null,
                      "genre_ids": [],
                      "url": null
                    }
                  ],
                  "searched_as": null,
                  "left_out": [],
                  "arranged": null,
                  "loaded_results": null,
                  "loaded_matches": null
                }
                """)
    }

    @Test func searchedAsSaysWhatTheSourceSearched() {
        let query = MovieFixtures.query("alien", year: 1979)
        #expect(MoviesJSONView.searchedAs(query).serialized() == "{\n  \"query\": \"alien\",\n  \"year\": 1979\n}")
        #expect(MoviesJSONView.searchedAs(nil).serialized() == "null")
    }

    @Test(arguments: [
        (MoviesPageSource.remote, SourceOption.tmdb, "tmdb"),
        (.cache(age: .seconds(1)), .tmdb, "cache"),
        (.catalog, .catalog, "catalog"),
        (MoviesPageSource(name: "movies.json"), .catalog, "catalog"),
    ])
    func sourceNamesWherePagesCameFrom(source: MoviesPageSource, scene: SourceOption, name: String) {
        #expect(MoviesJSONView.sourceName(source, scene: scene) == name)
    }

    @Test func detailsAddRuntimeGenresTaglineAndStatus() {
        let details = MovieDetails(
            movie: Movie(id: 1, title: "Year only", releaseDate: ReleaseDate(year: 1999)), runtime: 136,
            genres: [.action], tagline: nil, status: "Released")

        let text = MoviesJSONView.details(details, story: nil, genreID: \.tmdbID).serialized()

        #expect(text.contains("\"release_date\": null,\n  \"year\": 1999,"))
        #expect(
            text.hasSuffix(
                """
                  "runtime": 136,
                  "genres": [
                    "Action"
                  ],
                  "tagline": null,
                  "status": "Released",
                  "budget": null,
                  "certification": null,
                  "region": null,
                  "directors": [],
                  "writers": [],
                  "cast": [],
                  "collection": null,
                  "trailer_url": null,
                  "watch": null,
                  "revenue": null,
                  "original_language": null,
                  "imdb_id": null,
                  "homepage": null,
                  "regional_release": null
                }
                """))
    }

    @Test func recentListsQueriesInOrderWithTheirYears() {
        let document = MoviesJSONView.recent([MovieFixtures.query("b", year: 1979), MovieFixtures.query("a")])
        #expect(
            document.serialized() == """
                {
                  "queries": [
                    "b",
                    "a"
                  ],
                  "searches": [
                    {
                      "query": "b",
                      "year": 1979
                    },
                    {
                      "query": "a",
                      "year": null
                    }
                  ]
                }
                """)
        #expect(MoviesJSONView.recent([]).serialized() == "{\n  \"queries\": [],\n  \"searches\": []\n}")
    }
}

/// `--json FIELDS`: the fields of each result, as gh prints them.
struct MoviesJSONFieldsTests {
    /// The field names `--json` takes are the keys a result has, in its order.
    @Test func theResultFieldsAreTheKeysOfAResult() {
        let movie = MoviesListItemViewModel(movie: Movie(id: 1, title: "Alien"))
        #expect(MoviesJSONView.movieMembers(movie, genreID: \.tmdbID).map(\.key) == MoviesJSONView.resultFields)
    }

    @Test func aWordAfterJSONNamesFieldsOnlyWhenItLooksLikeFields() {
        // In any case, with spaces after the commas: as a person types them.
        // A word for a field ("rating"), a slip of five letters or more ("titel", one edit from
        // "title"), and a list with a name left empty, are refused by name.
        for word in [
            "title", "title,year", "title,nope", "vote_count", "character", "TITLE", "Title, Year", "rating", "title,",
            ",year", "title,,year", "titel", "Titles", "ratings", "overveiw",
        ] {
            #expect(MoviesJSONView.looksLikeFields(word), "\(word)")
        }
        #expect(MoviesJSONView.fieldNames("Title, year ,VOTE_COUNT") == ["Title", "year", "VOTE_COUNT"])
        for word in ["alien", "star", "fear", "yeah", "title year", "1979", "", ",", "titanic", "tittles"] {
            #expect(!MoviesJSONView.looksLikeFields(word), "\(word)")
        }
    }

    @Test func aSlipIsReadAsTheFieldItIsOneEditFrom() {
        #expect(MoviesJSONView.fieldMeant(by: "titel") == "title")
        #expect(MoviesJSONView.fieldMeant(by: "Ratings") == "vote_average")
        #expect(MoviesJSONView.fieldMeant(by: "fear") == nil, "four letters: a query word, not year")
        #expect(MoviesJSONView.fieldMeant(by: "tittles") == nil, "two edits from title")
    }

    @Test func eachResultKeepsTheFieldsAskedForInTheirOrder() {
        let document = JSONValue.object([
            ("query", .string("alien")),
            (
                "results",
                .array([
                    .object([("id", .string("c1")), ("title", .string("Alien")), ("year", .int(1979))]),
                    .object([("id", .string("c2")), ("title", .string("Aliens")), ("year", .null)]),
                ])
            ),
        ])
        #expect(
            MoviesJSONView.results(["year", "title"], of: document)
                == .array([
                    .object([("year", .int(1979)), ("title", .string("Alien"))]),
                    .object([("year", .null), ("title", .string("Aliens"))]),
                ]))
    }
}
