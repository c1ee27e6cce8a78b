import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

/// The sentences the search screen says, the same in every view: what the source read
/// differently, what it left out, why nothing shows, how many it found.
@MainActor @Suite(.timeLimit(.minutes(10)))
struct MoviesListSentencesTests {
    let useCase = SearchMoviesUseCaseDouble()

    private func searched(_ text: String, answer page: MoviesPage) async -> MoviesListViewModel {
        await useCase.respond(to: text, with: .success([page]))
        let viewModel = MoviesListViewModel(searchMoviesUseCase: useCase)
        await viewModel.search(text)
        return viewModel
    }

    @Test func aCorrectedWordIsSaidAndAYearReadIsNotACorrection() async {
        let corrected = await searched(
            "jurasic park",
            answer: MoviesPage(
                page: 1, totalPages: 1, totalResults: 1, movies: [MovieFixtures.movie(id: 1)],
                searchedAs: MovieFixtures.query("jurassic park")))
        #expect(corrected.correctionText == "showing results for \"jurassic park\"")
        #expect(corrected.searchedYearText == nil)
        #expect(corrected.countText == "1 movie")

        let year = await searched(
            "alien 1979",
            answer: MoviesPage(
                page: 1, totalPages: 1, totalResults: 2, movies: [MovieFixtures.movie(id: 1)],
                searchedAs: MovieFixtures.query("alien", year: 1979)))
        #expect(year.correctionText == nil)
        #expect(year.searchedYearText == "searching \"alien\" (year 1979)")
        #expect(year.countText == "2 movies")

        let bracketed = await searched(
            "gladiator (2000)",
            answer: MoviesPage(
                page: 1, totalPages: 1, totalResults: 1, movies: [MovieFixtures.movie(id: 1)],
                searchedAs: MovieFixtures.query("gladiator", year: 2000)))
        #expect(bracketed.correctionText == nil, "a year in brackets is a year read, no correction")
        #expect(bracketed.searchedYearText == "searching \"gladiator\" (year 2000)")
    }

    @Test func wordsLeftOutAreSaidWithWhatTheSourceHolds() async {
        let catalog = MoviesPageSource(name: "offline catalog", coverage: "films up to 2005")
        let leftOut = await searched(
            "harry potter 3",
            answer: MoviesPage(
                page: 1, totalPages: 1, totalResults: 3, movies: [MovieFixtures.movie(id: 1)], source: catalog,
                notes: MoviesPageNotes(searchedAs: MovieFixtures.query("harry potter"), leftOutWords: ["3"])))
        #expect(
            leftOut.correctionText == "no title has all of \"harry potter 3\"; showing matches for \"harry potter\"")
        #expect(leftOut.coverageText == "the offline catalog holds films up to 2005")

        let nothing = await searched(
            "amelie", answer: MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [], source: catalog))
        #expect(nothing.correctionText == nil)
        #expect(nothing.coverageText == "the offline catalog holds films up to 2005")

        let found = await searched(
            "alien",
            answer: MoviesPage(
                page: 1, totalPages: 1, totalResults: 1, movies: [MovieFixtures.movie(id: 1)], source: catalog))
        #expect(found.coverageText == nil, "a search that found what it asked says nothing of the source")
        let tmdb = await searched("zzz", answer: MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: []))
        #expect(tmdb.coverageText == nil, "TMDB holds what there is")
    }

    @Test func resultsLeftOutAreSaidWithTheirReasons() async {
        let viewModel = await searched(
            "heat",
            answer: MoviesPage(
                page: 1, totalPages: 1, totalResults: 3, movies: [],
                omittedResults: ["result 1: no title", "result 2: no id"]))
        #expect(
            viewModel.omittedText
                == "2 results were left out, the data sent for them is invalid: result 1: no title; result 2: no id")
        #expect(
            viewModel.emptyText(page: 1)
                == "Page 1 of \"heat\" has no movie that can be shown: 2 results were left out.")
    }

    @Test func manyResultsLeftOutNameTheFirstThreeAndCountTheRest() async {
        let reasons = (1...2_500).map { "result \($0): no title" }
        let viewModel = await searched(
            "heat",
            answer: MoviesPage(page: 1, totalPages: 1, totalResults: 2_500, movies: [], omittedResults: reasons))

        #expect(
            viewModel.omittedText
                == "2500 results were left out, the data sent for them is invalid: "
                + reasons.prefix(3).joined(separator: "; ") + "; and 2497 more")
    }

    @Test func anEmptyPageSaysWhetherTheSearchFoundNothingOrThePageIsPastTheLast() async {
        let nothing = await searched("zzz", answer: MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: []))
        #expect(nothing.emptyText(page: 1) == "No movies found for \"zzz\".")
        #expect(nothing.omittedText == nil && nothing.correctionText == nil)

        let past = await searched("alien", answer: MoviesPage(page: 4, totalPages: 3, totalResults: 51, movies: []))
        #expect(past.emptyText(page: 4) == "Page 4 is past the last: \"alien\" has 51 movies on 3 pages.")
    }

    /// A year asked apart from the words (`--year`, a recent search's) is said with them, which
    /// would not say it: a recent "heat (1995)" is no search for every Heat.
    @Test func aYearAskedApartIsSaidWithTheQuery() async {
        await useCase.respond(
            to: "heat", with: .success([MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [])]))
        let viewModel = MoviesListViewModel(searchMoviesUseCase: useCase)

        await viewModel.search("heat", year: 1995)
        #expect(viewModel.quotedQuery == "\"heat\" (1995)")
        #expect(viewModel.emptyText(page: 1) == "No movies found for \"heat\" (1995).")

        await viewModel.search("heat")
        #expect(viewModel.quotedQuery == "\"heat\"", "the next search asks no year")
    }
}
