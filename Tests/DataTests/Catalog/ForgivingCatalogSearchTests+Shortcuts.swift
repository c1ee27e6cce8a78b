import DomainTestSupport
import Testing

@testable import MoviesData

/// Issue 33's kinds of queries, typed the way people type them, each film in the catalog: a
/// title's initials, a sequel's number where no title has the numeral, a joined spelling of a
/// split title, one letter and a year, and popularity among matches of equal strength. Not only
/// the examples: several of each kind (`theFilmMeantComesFirst` runs them).
extension ForgivingCatalogSearchTests {
    /// An acronym of the title's leading words, or its first word's initial and a number.
    static let initialsCases = [
        Case("lotr", "The Lord of the Rings: The Fellowship of the Ring", 2001),
        Case("bttf", "Back to the Future", 1985),
        Case("tmnt", "Teenage Mutant Ninja Turtles", 1990),
        Case("potc", "Pirates of the Caribbean: The Curse of the Black Pearl", 2003),
        Case("fmj", "Full Metal Jacket", 1987),
        Case("mib", "Men in Black", 1997),
        Case("lsatsb", "Lock, Stock and Two Smoking Barrels", 1998),
        Case("t2", "Terminator 2: Judgment Day", 1991),
        Case("t3", "Terminator 3: Rise of the Machines", 2003),
        Case("x2", "X2", 2003),
        // Two letters: a series' initials, alone or with a number that counts in the series or
        // that a title of it writes.
        Case("hp", "Harry Potter and the Sorcerer's Stone", 2001),
        Case("hp 1", "Harry Potter and the Sorcerer's Stone", 2001),
        Case("hp 3", "Harry Potter and the Prisoner of Azkaban", 2004),
        Case("sw 4", "Star Wars", 1977),
        Case("sw 5", "Star Wars: Episode V - The Empire Strikes Back", 1980),
        Case("jp 2", "The Lost World: Jurassic Park", 1997),
    ]

    /// Two letters that are the initials of one film, not of a series, are read as typed: the
    /// titles with a word they start ("pf" is no Pulp Fiction).
    @Test func twoLettersNameNoSingleFilm() async throws {
        let movies = try await page("pf").movies
        #expect(!movies.isEmpty)
        for movie in movies {
            #expect(movie.title.lowercased().split(whereSeparator: { !$0.isLetter }).contains { $0.hasPrefix("pf") })
        }
    }

    /// A sequel's number where no title has the numeral: the Nth of the series' well-known films
    /// by year; where titles number them otherwise, or the series is shorter, the words alone.
    static let sequelCases = [
        Case("star trek 2", "Star Trek: The Wrath of Khan", 1982),
        Case("jurassic park 2", "The Lost World: Jurassic Park", 1997),
        Case("die hard 3", "Die Hard: With a Vengeance", 1995),
        Case("harry potter 2", "Harry Potter and the Chamber of Secrets", 2002),
        Case("harry potter 3", "Harry Potter and the Prisoner of Azkaban", 2004),
        Case("lord of the rings 3", "The Lord of the Rings: The Return of the King", 2003),
        Case("matrix 3", "The Matrix Revolutions", 2003),
        Case("the mummy 2", "The Mummy Returns", 2001),
        Case("batman 2", "Batman Returns", 1992),
        Case("ace ventura 2", "Ace Ventura: When Nature Calls", 1995),
        Case("austin powers 2", "Austin Powers: The Spy Who Shagged Me", 1999),
        Case("alien 2", "Aliens", 1986),
        Case("aliens 2", "Aliens", 1986),
        Case("star wars 4", "Star Wars", 1977),
    ]

    /// A split title typed joined, one letter and a year, and the better known of equal matches.
    static let spellingAndPopularityCases = [
        Case("ghostbusters", "Ghost Busters", 1984),
        Case("m 1931", "M", 1931),
        Case("z 1969", "Z", 1969),
        Case("alien", "Alien", 1979),
        Case("predator", "Predator", 1987),
        Case("jaws", "Jaws", 1975),
    ]

    /// Among matches of equal strength, votes order them: `alien` gives Alien, then Aliens (the
    /// word whole in its plural), before Alien: Resurrection and AVP.
    @Test(
        arguments: [
            ("alien", ["Alien", "Aliens"]), ("terminator", ["The Terminator", "Terminator 2: Judgment Day"]),
            ("jaws", ["Jaws", "Jaws 2"]), ("ghostbusters", ["Ghost Busters", "Ghostbusters II"]),
        ])
    func theBetterKnownOfEqualMatchesComesNext(query: String, titles: [String]) async throws {
        let page = try await CatalogMoviesRepository().moviesPage(
            for: MovieFixtures.query(query), page: 1, options: .init(), cached: { _ in })

        #expect(Array(page.movies.prefix(titles.count).map(\.title)) == titles)
    }
}
