import DomainTestSupport
import MoviesDomain
import TestScheduling
import Testing
import TextIndex

@testable import MoviesData

/// The catalog forgives what people type, as TMDB does: punctuation inside words, a year typed
/// in the query, numbers in either notation, "part" and "episode" left out, and a misspelt word.
/// The issue's cases first, then queries for the catalog's most-voted 500 films typed the way
/// people type them (lower case, no punctuation, a typo, a year, a sequel number). Hundreds of
/// searches and a scan of every word: off the pool.
@Suite(.offThePool)
struct ForgivingCatalogSearchTests {
    /// A query and the film that must come first, with its year.
    struct Case: Sendable, CustomTestStringConvertible {
        let query: String
        let title: String
        let year: Int
        var testDescription: String { "\(query) → \(title)" }

        init(_ query: String, _ title: String, _ year: Int) {
            (self.query, self.title, self.year) = (query, title, year)
        }
    }

    static let issueCases = [
        Case("schindlers list", "Schindler's List", 1993),
        Case("sorcerers stone", "Harry Potter and the Sorcerer's Stone", 2001),
        Case("oceans eleven", "Ocean's Eleven", 2001),
        Case("alien 1979", "Alien", 1979),
        Case("pulp fiction 1994", "Pulp Fiction", 1994),
        Case("godfather 2", "The Godfather: Part II", 1974),
        Case("rocky 4", "Rocky IV", 1985),
        Case("back to the future 2", "Back to the Future Part II", 1989),
        Case("jurasic park", "Jurassic Park", 1993),
        Case("xmen", "X-Men", 2000),
        Case("spiderman", "Spider-Man", 2002),
        Case("e.t.", "E.T. the Extra-Terrestrial", 1982),
        Case("300", "The 300 Spartans", 1962),
    ]

    static let mostVotedCases = [
        Case("shawshank redemtion", "The Shawshank Redemption", 1994),
        Case("lord of the rings two towers", "The Lord of the Rings: The Two Towers", 2002),
        Case("star wars 6", "Star Wars: Episode VI - Return of the Jedi", 1983),
        Case("star wars episode 2", "Star Wars: Episode II - Attack of the Clones", 2002),
        Case("star wars 1", "Star Wars: Episode I - The Phantom Menace", 1999),
        Case("terminator 2", "Terminator 2: Judgment Day", 1991),
        Case("terminater", "The Terminator", 1984),
        Case("godfather part 3", "The Godfather: Part III", 1990),
        Case("back to the future 3", "Back to the Future Part III", 1990),
        Case("one flew over the cuckoos nest", "One Flew Over the Cuckoo's Nest", 1975),
        Case("la confidential", "L.A. Confidential", 1997),
        Case("dr strangelove", "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb", 1964),
        Case("sunset boulevard", "Sunset Blvd.", 1950),
        Case("theres something about mary", "There's Something About Mary", 1998),
        Case("its a wonderful life", "It's a Wonderful Life", 1946),
        Case("monsters inc", "Monsters, Inc.", 2001),
        Case("o brother where art thou", "O Brother, Where Art Thou?", 2000),
        Case("faceoff", "Face/Off", 1997),
        Case("mission impossible 2", "Mission: Impossible II", 2000),
        Case("fahrenheit 911", "Fahrenheit 9/11", 2004),
        Case("ferris buellers day off", "Ferris Bueller's Day Off", 1986),
        Case("kill bill 2", "Kill Bill: Vol. 2", 2004),
        Case("spider man 2", "Spider-Man 2", 2004),
        Case("gladiater", "Gladiator", 2000),
        Case("braveheart 1995", "Braveheart", 1995),
        Case("psycho 1960", "Psycho", 1960),
        Case("planet of the apes 1968", "Planet of the Apes", 1968),
        Case("die hard 2", "Die Hard 2", 1990),
        Case("men in black 2", "Men in Black II", 2002),
        Case("forest gump", "Forrest Gump", 1994),
        Case("pirates of the caribean", "Pirates of the Caribbean: The Curse of the Black Pearl", 2003),
        Case("independance day", "Independence Day", 1996),
        Case("shreck 2", "Shrek 2", 2004),
        Case("the matrix reloded", "The Matrix Reloaded", 2003),
        Case("jurassic park 3", "Jurassic Park III", 2001),
        Case("evil dead 2", "Evil Dead II", 1987),
        Case("blade 2", "Blade II", 2002),
        Case("scream iii", "Scream 3", 2000),
        Case("kpax", "K-PAX", 2001),
        Case("u571", "U-571", 2000),
        Case("casablanca 1942", "Casablanca", 1942),
        Case("star trek wrath of khan", "Star Trek: The Wrath of Khan", 1982),
        Case("bridget jones diary", "Bridget Jones's Diary", 2001),
        Case("lock stock and two smoking barrels", "Lock, Stock and Two Smoking Barrels", 1998),
    ]

    @Test(
        arguments: issueCases + mostVotedCases + rankedCases + initialsCases + sequelCases + spellingAndPopularityCases
            + readsCases + freshCases + secondFreshCases)
    func theFilmMeantComesFirst(_ test: Case) async throws {
        let page = try await CatalogMoviesRepository().moviesPage(
            for: MovieFixtures.query(test.query), page: 1, options: .init(), cached: { _ in })

        let first = try #require(page.movies.first, "\(test.query) found nothing")
        #expect(first.title == test.title)
        #expect(first.releaseDate?.year == test.year)
    }

    @Test func thereAreThirtyAndMoreOfOurOwnFromTheMostVoted500() throws {
        let catalog = try MovieCatalog.embedded()
        let mostVoted = Set((0..<500).map { catalog.record(atRank: $0).title })

        #expect(Self.mostVotedCases.count >= 30)
        #expect(Self.rankedCases.count >= 60)
        for test in Self.mostVotedCases { #expect(mostVoted.contains(test.title), "\(test.title)") }
    }

    // MARK: - What was searched

    @Test(
        arguments: [
            ("jurasic park", "jurassic park", nil),
            ("alien 1979", "alien", 1979),
            ("jurasic park 1993", "jurassic park", 1993),
            ("forest gump", "forrest gump", nil),
        ] as [(String, String, Int?)])
    func aCorrectionOrATypedYearIsSaid(query: String, searched: String, year: Int?) async throws {
        let page = try await CatalogMoviesRepository().moviesPage(
            for: MovieFixtures.query(query), page: 1, options: .init(), cached: { _ in })

        #expect(page.searchedAs == MovieFixtures.query(searched, year: year))
    }

    @Test(arguments: ["godfather 2", "spiderman", "star wars episode 5", "2001 a space odyssey", "zzzzqqqq"])
    func aQueryReadAsTypedSaysNothing(query: String) async throws {
        let page = try await CatalogMoviesRepository().moviesPage(
            for: MovieFixtures.query(query), page: 1, options: .init(), cached: { _ in })

        #expect(page.searchedAs == nil)
    }

    /// With a year asked, a year typed in the words is a word like any other: no film of 1986
    /// has it, so it is left out, and said to be.
    @Test func anExplicitYearIsNotReadFromTheWords() async throws {
        let page = try await CatalogMoviesRepository().moviesPage(
            for: MovieFixtures.query("alien 1979", year: 1986), page: 1, options: .init(), cached: { _ in })

        #expect(page.movies.allSatisfy { $0.releaseDate?.year == 1986 })
        #expect(page.movies.first?.title == "Aliens")
        #expect(page.searchedAs == MovieFixtures.query("alien", year: 1986) && page.leftOutWords == ["1979"])
    }

    // MARK: - Honest corrections, words left out

    /// A correction is taken only when it keeps the word's first letter and finds a well-known
    /// film: the catalog holds neither Amélie nor The Dark Knight nor Inception, and says so
    /// rather than answer "camelie", "So Dark the Night" or "infection".
    @Test(
        arguments: [
            ("amelie", nil, []),
            ("inception", nil, []),
            ("the dark knight", "the dark", ["knight"]),
        ] as [(String, String?, [String])])
    func aCorrectionThatChangesTheMeaningIsNotMade(query: String, searched: String?, leftOut: [String]) async throws {
        let page = try await CatalogMoviesRepository().moviesPage(
            for: MovieFixtures.query(query), page: 1, options: .init(), cached: { _ in })

        #expect(page.searchedAs?.text == searched)
        #expect(page.leftOutWords == leftOut)
        #expect(!page.movies.contains { ["La Signora senza camelie", "So Dark the Night"].contains($0.title) })
        #expect(page.source.coverage == "films up to 2005")
    }

    @Test(
        arguments: [
            ("harry potter 3", "harry potter", ["3"]),
            ("007 goldfinger", "goldfinger", ["007"]),
            ("star wars 4", "star wars", ["4"]),
            // Initials are left out, never corrected as a misspelt word ("lord").
            ("lotr two towers", "two towers", ["lotr"]),
            // A title word is never corrected to find a film of the year typed ("king king").
            ("king kong 2005", "king kong", ["2005"]),
            // A word left out that starts the film's is no misspelling of it ("harder", "hard").
            ("die hard 2 die harder", "die hard 2 die", ["harder"]),
            // A name or a decade typed beside a whole title is left out, not a correction.
            ("the ladykillers coen", "the ladykillers", ["coen"]),
            ("freaky friday 70s", "freaky friday", ["70s"]),
        ] as [(String, String, [String])])
    func wordsLeftOutAreSaid(query: String, searched: String, leftOut: [String]) async throws {
        let page = try await CatalogMoviesRepository().moviesPage(
            for: MovieFixtures.query(query), page: 1, options: .init(), cached: { _ in })

        #expect(page.searchedAs == MovieFixtures.query(searched))
        #expect(page.leftOutWords == leftOut)
    }

    @Test(arguments: ["bladerunner", "oceans 11", "old boy", "kill bill volume 2", "batman and robin"])
    func wordsJoinedSplitOrInOtherFormsAreNoCorrection(query: String) async throws {
        let page = try await CatalogMoviesRepository().moviesPage(
            for: MovieFixtures.query(query), page: 1, options: .init(), cached: { _ in })

        #expect(page.searchedAs == nil && page.leftOutWords.isEmpty && !page.movies.isEmpty)
    }

    // MARK: - Spelling

    /// The scan skips runs of words whose start is already too far: it must find exactly what
    /// comparing every word of the vocabulary finds.
    @Test(arguments: [
        "jurasic", "alein", "termnater", "godfater", "shawshank", "spidrman", "independance", "caribean",
        "zzzzqqq", "matrixx", "aaaaa", "abcdefghij", "ii",
        // Edits at either end, and swaps, where the band of each row is at its edge.
        "ujrassic", "xalien", "alienx", "retunr", "indepedennce", "rteminator", "terminatorxx",
    ])
    func theScanFindsWhatComparingEveryWordFinds(word: String) throws {
        let catalog = try MovieCatalog.embedded()
        let typed = Array(word.utf8)
        let limit = Vocabulary.maxEdits(forLength: typed.count)
        var expected: Set<[UInt8]> = []
        for index in 0..<catalog.wordIndex.wordCount {
            let candidate = Array(catalog.wordIndex.word(at: index))
            let distance = Self.distance(typed, candidate)
            if distance > 0, distance <= limit { expected.insert(candidate) }
        }

        #expect(Set(Vocabulary(index: catalog.wordIndex).corrections(of: typed)) == expected)
    }

    /// Optimal string alignment, the whole table: the plain definition the scan must agree with.
    private static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func onlyLongEnoughWordsAreCorrectedByTheirEdits() throws {
        let vocabulary = Vocabulary(index: try MovieCatalog.embedded().wordIndex)

        #expect(vocabulary.corrections(of: Array("jurasic".utf8)).first == Array("jurassic".utf8))
        #expect(vocabulary.corrections(of: Array("alein".utf8)).first == Array("alien".utf8), "a swap is one edit")
        #expect(vocabulary.corrections(of: Array("independance".utf8)).first == Array("independence".utf8))
        #expect(vocabulary.corrections(of: Array("jaws".utf8)).isEmpty, "under five letters, no correction")
        // Nine letters and more: two edits ("termnater": an i missing, an e for an o).
        #expect(vocabulary.corrections(of: Array("termnater".utf8)).contains(Array("terminator".utf8)))
        // Eight letters: one edit only ("jurrasic" is two from "jurassic").
        #expect(!vocabulary.corrections(of: Array("jurrasic".utf8)).contains(Array("jurassic".utf8)))
        #expect(Vocabulary.maxEdits(forLength: 4) == 0)
        #expect(Vocabulary.maxEdits(forLength: 5) == 1 && Vocabulary.maxEdits(forLength: 8) == 1)
        #expect(Vocabulary.maxEdits(forLength: 9) == 2)
    }
}
