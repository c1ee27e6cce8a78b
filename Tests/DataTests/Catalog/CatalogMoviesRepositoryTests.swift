import DomainTestSupport
import MoviesDomain
import Testing

@testable import MoviesData

/// The offline catalog as the rest of the app sees it: the embedded catalog, searched and
/// ranked as TMDB would. The rules every repository shares (paging, matching, years, unknown
/// ids, cancellation) are checked once for all in `MoviesRepositoryContractTests`.
struct CatalogMoviesRepositoryTests {
    private let repository = CatalogMoviesRepository()

    // MARK: - Best match first

    @Test(arguments: [
        ("star wars", "Star Wars", 1977),
        ("batman", "Batman", 1989),
        ("the matrix", "The Matrix", 1999),
        ("  STAR   Wars ", "Star Wars", 1977),
    ])
    func exactTitleComesFirst(query: String, title: String, year: Int) async throws {
        let page = try await search(query)

        let first = try #require(page.movies.first)
        #expect(first.title == title)
        #expect(first.releaseDate == MovieFixtures.releaseDate(year))
        #expect(page.source == .catalog)
    }

    /// Titles by how well they match (exact: "Love", "The Love"; the whole word, or its plural:
    /// "Love Actually", "Loves of a Blonde"; a word's start: "Lovers") weighed with their votes: within one kind of match,
    /// by votes then ids; a film 64 times as well known that has the word whole ranks with an
    /// exact title, as one 8 times as well known that starts a word with it ranks with one that
    /// has it whole.
    @Test func titlesByMatchWeighedWithVotesThenIDs() async throws {
        var movies: [Movie] = []
        for number in 1...(try await search("love").totalPages) {
            movies += try await search("love", page: number).movies
        }
        func tier(_ movie: Movie) -> Int {
            let words = movie.title.lowercased().split { !$0.isLetter && !$0.isNumber }
            if words == ["love"] || words == ["the", "love"] || words == ["a", "love"] { return 0 }
            return words.contains("love") || words.contains("loves") ? 1 : 2
        }

        #expect(Set(movies.map(tier)) == [0, 1, 2])
        for number in 0...2 {
            let part = movies.filter { tier($0) == number }
            #expect(
                zip(part, part.dropFirst()).allSatisfy { ($0.voteCount, $1.id.number) > ($1.voteCount, $0.id.number) })
        }
        let lovers = try #require(movies.firstIndex { tier($0) == 2 && $0.voteCount > 1_000 })
        #expect(movies[..<lovers].contains { tier($0) == 1 && $0.voteCount < 100 } == false, "votes weigh")
    }

    /// `alien`: Aliens (1986, 64,000 votes) among the first, not behind obscure whole-word matches.
    @Test func aWellKnownFilmAWordStartAwayBeatsAnObscureWholeWordMatch() async throws {
        let titles = try await search("alien").movies.prefix(5).map(\.title)

        #expect(titles.first == "Alien" && titles.contains("Aliens"), "\(titles)")
    }

    @Test func everyQueryWordStartsATitleWord() async throws {
        #expect(try await search("matr").movies.first?.title == "The Matrix")
        #expect(try await search("wars star").movies.first?.title == "Star Wars")
        #expect(try await search("trix").movies.allSatisfy { !$0.title.contains("Matrix") })

        let page = try await search("star wars")
        for movie in page.movies {
            let words = movie.title.lowercased().split { !$0.isLetter && !$0.isNumber }
            #expect(
                words.contains { $0.hasPrefix("star") } && words.contains { $0.hasPrefix("wars") }, "\(movie.title)")
        }
    }

    // MARK: - Case and accents

    @Test func ligaturesFoldToTheirLetters() async throws {
        let folded = try await search("coeur")

        #expect(try await search("cœur") == folded)
        #expect(folded.totalResults > 0)
    }

    @Test func aQueryOfLettersNoTitleHasMatchesNothing() async throws {
        let page = try await search("東京")

        #expect(page.movies.isEmpty)
        #expect(page.totalResults == 0)
    }

    // MARK: - Natural titles

    @Test(arguments: [
        ("the matrix", "The Matrix"),
        ("signora senza camelie", "La Signora senza camelie"),
        ("atalante", "L'Atalante"),
        ("l'atalante", "L'Atalante"),
    ])
    func titlesStoredWithATrailingArticleReadNaturally(query: String, title: String) async throws {
        #expect(try await search(query).movies.first?.title == title)
    }

    // MARK: - No match, no cached copy

    @Test(arguments: ["qwxzzyq", "qwxzzyq zzqqxw", "!!! ..."])
    func noMatchIsAnEmptyPage(query: String) async throws {
        let page = try await search(query)

        #expect(page == MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [], source: .catalog))
    }

    @Test func theCatalogNeverHandsACachedPage() async throws {
        _ = try await repository.moviesPage(
            for: MovieFixtures.query("alien"), page: 1, options: .init(),
            cached: { _ in Issue.record("the catalog has no cached pages") })
    }

    // MARK: - Movies and details

    @Test func aSearchResultCarriesTheCatalogsFacts() async throws {
        let movie = try #require(try await search("star wars").movies.first)

        #expect(movie.id == Self.catalogID(48908))
        #expect(movie.voteAverage == 8.8)
        #expect(movie.voteCount == 134_640)
        #expect(movie.genres == [.action])
        #expect(movie.overview.isEmpty)
        #expect(movie.posterPath == nil)
    }

    @Test func detailsHoldRuntimeGenresBudgetAndCertification() async throws {
        let details = try await repository.movieDetails(id: Self.catalogID(32710), language: nil)

        #expect(details.movie.title == "The Matrix")
        #expect(details.runtime == 136)
        #expect(details.genres == [.action])
        #expect(details.budget == 63_000_000)
        #expect(details.certification == "R")
        #expect(details.status == nil, "the catalog holds no production status")
    }

    @Test func unknownFactsAreNil() async throws {
        // "$1000 a Touchdown": budget NA, no MPAA rating, Comedy only.
        let details = try await repository.movieDetails(id: Self.catalogID(2), language: nil)

        #expect(details.budget == nil)
        #expect(details.certification == nil)
        #expect(details.genres == [.comedy])
    }

    @Test func shortHasNoTMDBGenre() async throws {
        // "$21 a Day Once a Month": Animation and Short.
        let details = try await repository.movieDetails(id: Self.catalogID(3), language: nil)

        #expect(details.genres == [.animation])
        #expect(details.movie.genres == [.animation])
    }

    @Test(arguments: [0, -1, 58789, Int.max])
    func anUnknownIDIsNotFound(id: Int) async {
        let error = await #expect(throws: MoviesError.self) {
            try await repository.movieDetails(id: Self.catalogID(id), language: nil)
        }
        if case .notFound? = error {} else { Issue.record("expected notFound, got \(String(describing: error))") }
    }

    /// The catalog's id `number`: its text form is `c<number>`.
    static func catalogID(_ number: Int) -> Movie.ID {
        Movie.ID(prefix: CatalogMoviesRepository.idPrefix, number: number)
    }

    @Test func aTMDBIDIsNeverTakenForTheCatalogs() async {
        let error = await #expect(throws: MoviesError.self) {
            try await repository.movieDetails(id: 550, language: nil)
        }
        if case .notFound? = error {} else { Issue.record("expected notFound, got \(String(describing: error))") }
        #expect(Self.catalogID(550).description == "c550")
    }

    @Test func everyIDFromOneTo58788HasDetails() async throws {
        for id in [1, 4557, 58788] {
            #expect(try await repository.movieDetails(id: Self.catalogID(id), language: nil).id == Self.catalogID(id))
        }
    }

    // MARK: - Helpers

    private func search(_ text: String, page: Int = 1) async throws(MoviesError) -> MoviesPage {
        try await repository.moviesPage(
            for: MovieFixtures.query(text), page: try MoviesPageNumber(page), options: .init(),
            cached: { _ in })
    }
}
