import DomainTestSupport
import MoviesData
import MoviesDomain
import TestScheduling
import Testing

/// One contract for every `MoviesRepository`: what the use cases and the screens rely on,
/// whichever source the composition root picks. Each check runs against every source `movies`
/// ships (`RepositoryUnderContract.sources`); the title checks against those that match titles
/// themselves; the cancellation check against the test double too.
///
/// Two rules need no check here, because no repository can be asked to break them: a page
/// outside 1…500 cannot be made (`MoviesPageNumber`, `MoviesPageNumberTests`), nor can an empty
/// query (`MovieQuery`, `MovieQueryTests`). A query of punctuation only is the empty query a
/// repository can meet: `aQueryWithNoLetterOrDigitFindsNothing`.
@Suite("MoviesRepository contract", .offThePool, .timeLimit(.minutes(30)))
struct MoviesRepositoryContractTests {
    // MARK: - Pages

    @Test(arguments: RepositoryUnderContract.sources)
    func pagesOfTwentyAddUpToTheTotal(_ kind: RepositoryUnderContract) async throws {
        let subject = try await kind.subject()
        let first = try await subject.page(1)
        try #require(first.totalResults > 2 * TMDBService.pageSize, "the paged query has three pages or more")
        #expect(first.totalPages == (first.totalResults + TMDBService.pageSize - 1) / TMDBService.pageSize)

        var ids: [Movie.ID] = []
        for number in 1...first.totalPages {
            let page = try await subject.page(number)
            #expect(page.page == number)
            #expect(page.totalResults == first.totalResults && page.totalPages == first.totalPages)
            #expect(page.movies.count == min(TMDBService.pageSize, first.totalResults - ids.count), "page \(number)")
            #expect(page.hasNextPage == (number < first.totalPages), "page \(number)")
            ids += page.movies.map(\.id)
        }
        #expect(ids.count == first.totalResults)
        #expect(Set(ids).count == ids.count, "no movie is on two pages")
    }

    @Test(arguments: RepositoryUnderContract.sources)
    func aPageAfterTheLastIsEmptyWithTheTotals(_ kind: RepositoryUnderContract) async throws {
        let subject = try await kind.subject()
        let first = try await subject.page(1)

        for number in [first.totalPages + 1, TMDBService.pages.upperBound] {
            let page = try await subject.page(number)
            #expect(page.page == number)
            #expect(page.movies.isEmpty, "page \(number)")
            #expect(page.totalResults == first.totalResults && page.totalPages == first.totalPages)
            #expect(!page.hasNextPage)
        }
    }

    // MARK: - Details

    @Test(arguments: RepositoryUnderContract.sources)
    func aListedMovieHasDetails(_ kind: RepositoryUnderContract) async throws {
        let subject = try await kind.subject()
        let listed = try #require(try await subject.page(1).movies.first)

        #expect(try await subject.repository.movieDetails(id: listed.id, language: nil).id == listed.id)
    }

    @Test(arguments: RepositoryUnderContract.sources)
    func anUnknownIDIsNotFound(_ kind: RepositoryUnderContract) async throws {
        let subject = try await kind.subject()
        let error = await #expect(throws: MoviesError.self) {
            try await subject.repository.movieDetails(id: subject.unknownID, language: nil)
        }
        #expect(Self.isNotFound(error), "\(String(describing: error))")
    }

    // MARK: - Titles

    @Test(arguments: RepositoryUnderContract.titleMatchers)
    func caseAndAccentsAreIgnored(_ kind: RepositoryUnderContract) async throws {
        let subject = try await kind.subject()
        let movie = try #require(subject.titled)
        let spellings = [
            movie.title, movie.title.uppercased(), movie.plainTitle.lowercased(), movie.plainTitle.uppercased(),
            Self.accented(movie.plainTitle), Self.accented(movie.plainTitle, combining: true),
        ]

        for spelling in spellings {
            #expect(try await subject.ids(finding: spelling).contains(movie.id), "\(spelling)")
        }
    }

    @Test(arguments: RepositoryUnderContract.titleMatchers)
    func everyQueryWordStartsATitleWord(_ kind: RepositoryUnderContract) async throws {
        let subject = try await kind.subject()
        let movie = try #require(subject.titled)
        let words = movie.plainTitle.split { !$0.isLetter && !$0.isNumber }
        let longest = try #require(words.max { $0.count < $1.count })

        #expect(try await subject.ids(finding: words.map { $0.prefix(3) }.joined(separator: " ")).contains(movie.id))
        #expect(try await subject.ids(finding: words.reversed().joined(separator: " ")).contains(movie.id))
        // Three letters off: farther than the catalog's spelling correction reaches.
        #expect(try await !subject.ids(finding: String(longest.dropFirst(3))).contains(movie.id))
        // A word no title has: no result, or (the catalog's ranked search) the word left out, said.
        let extra = try await subject.page(1, of: MovieFixtures.query("\(movie.plainTitle) qwxzzyq"))
        #expect(!extra.movies.map(\.id).contains(movie.id) || extra.leftOutWords == ["qwxzzyq"])
    }

    @Test(arguments: RepositoryUnderContract.titleMatchers, ["!!!", "— …", "' '", "\u{301}"])
    func aQueryWithNoLetterOrDigitFindsNothing(_ kind: RepositoryUnderContract, text: String) async throws {
        let subject = try await kind.subject()
        let page = try await subject.page(1, of: MovieFixtures.query(text))

        #expect(page.movies.isEmpty)
        #expect(page.totalResults == 0 && page.totalPages == 0)
    }

    @Test(arguments: RepositoryUnderContract.titleMatchers)
    func aYearKeepsThatYearsMoviesOnly(_ kind: RepositoryUnderContract) async throws {
        let subject = try await kind.subject()
        let movie = try #require(subject.titled)
        let query = MovieFixtures.query(movie.plainTitle, year: movie.year)

        let ofItsYear = try await subject.page(1, of: query)
        #expect(ofItsYear.movies.contains { $0.id == movie.id })
        #expect(ofItsYear.movies.allSatisfy { $0.releaseDate?.year == movie.year })
        #expect(try await !subject.ids(finding: movie.plainTitle, year: movie.year + 1).contains(movie.id))
        let primary = try await subject.page(
            1, of: query, options: .init(arrangement: .init(years: movie.year...movie.year)))
        #expect(primary == ofItsYear)
        let twoYears = try await subject.page(
            1, of: query, options: .init(arrangement: .init(years: movie.year + 1...movie.year + 1)))
        #expect(twoYears.movies.isEmpty, "no movie has two years")
        #expect(twoYears.totalResults == 0 || twoYears.fetchedCount != nil, "a total before filtering is said to be")
    }

    // MARK: - Cancellation

    @Test(arguments: RepositoryUnderContract.allCases)
    func aCancelledTaskIsAnsweredCancelled(_ kind: RepositoryUnderContract) async throws {
        let subject = try await kind.subject()
        let search = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await subject.page(1)
        }
        let details = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await subject.repository.movieDetails(id: subject.knownID, language: nil)
        }

        await #expect(throws: MoviesError.cancelled) { try await search.value }
        await #expect(throws: MoviesError.cancelled) { try await details.value }
    }

    // MARK: - Helpers

    private static func isNotFound(_ error: MoviesError?) -> Bool {
        if case .notFound? = error { true } else { false }
    }

    /// `text` with an acute accent on every vowel, precomposed ("Zoe" → "Zóé") or as a
    /// combining mark after the vowel.
    private static func accented(_ text: String, combining: Bool = false) -> String {
        let accents: [Character: Character] = [
            "a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú", "A": "Á", "E": "É", "I": "Í", "O": "Ó", "U": "Ú",
        ]
        return String(
            text.map { letter in
                guard let accented = accents[letter] else { return letter }
                return combining ? Character("\(letter)\u{301}") : accented
            })
    }
}
