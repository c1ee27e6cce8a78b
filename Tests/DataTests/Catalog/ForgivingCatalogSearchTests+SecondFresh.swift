/// A second set of 79 queries, written on 2026-11-28 (a later session) before any was run, the
/// way people type them. Two films it names are not in the catalog (`alien 3`, `star wars
/// revenge of the sith`); of the 77 it holds, 75 came first (97%). But 45 of the 77 were cases
/// already: of the 32 new ones, 30 came first (94%). The two others: `rambo first blood` gives
/// Rambo: First Blood Part II, whose title holds every word typed, before First Blood; `the road
/// warrior` is Mad Max 2's American title, which the catalog does not hold. Here are the 30;
/// `theFilmMeantComesFirst` runs them.
extension ForgivingCatalogSearchTests {
    static let secondFreshCases = [
        Case("godfather ii", "The Godfather: Part II", 1974),
        Case("t2 judgment day", "Terminator 2: Judgment Day", 1991),
        Case("die hard with a vengance", "Die Hard: With a Vengeance", 1995),
        Case("indiana jones last crusade", "Indiana Jones and the Last Crusade", 1989),
        Case("raiders lost ark", "Raiders of the Lost Ark", 1981),
        Case("shawshank", "The Shawshank Redemption", 1994),
        Case("Reservoir.Dogs.1992.720p.BluRay.mkv", "Reservoir Dogs", 1992),
        Case("silence of the lambs", "The Silence of the Lambs", 1991),
        Case("6th sense", "The Sixth Sense", 1999),
        Case("seven 1995", "Se7en", 1995),
        Case("gladiator", "Gladiator", 2000),
        Case("usual suspects", "The Usual Suspects", 1995),
        Case("space odyssey", "2001: A Space Odyssey", 1968),
        Case("back to the future part 3", "Back to the Future Part III", 1990),
        Case("bttf 2", "Back to the Future Part II", 1989),
        Case("jurassic park lost world", "The Lost World: Jurassic Park", 1997),
        Case("matrix reloaded", "The Matrix Reloaded", 2003),
        Case("lord of the rings return of the king", "The Lord of the Rings: The Return of the King", 2003),
        Case("harry potter chamber of secrets", "Harry Potter and the Chamber of Secrets", 2002),
        Case("ice age", "Ice Age", 2002),
        Case("kill bill 1", "Kill Bill: Vol. 1", 2003),
        Case("et the extra terrestrial", "E.T. the Extra-Terrestrial", 1982),
        Case("star wars episode 1", "Star Wars: Episode I - The Phantom Menace", 1999),
        Case("empire strikes back", "Star Wars: Episode V - The Empire Strikes Back", 1980),
        Case("aliens 1986", "Aliens", 1986),
        Case("mad max 2", "Mad Max 2", 1981),
        Case("12 angry men", "12 Angry Men", 1957),
        Case("ocean's eleven", "Ocean's Eleven", 2001),
        Case("mib 2", "Men in Black II", 2002),
        Case("spiderman 2", "Spider-Man 2", 2004),
    ]
}
