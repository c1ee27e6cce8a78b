import TestScheduling
import Testing

/// Issue 42's queries through the built binary: release file names read as their title and
/// year, queries that name nothing but stop words or a letter, and notes only when true.
@Suite(.offThePool)
struct SearchReadsEndToEndTests {
    @Test(
        arguments: [
            ("The.Matrix.1999.1080p.BluRay.x264.mkv", "c32710\tThe Matrix\t1999\t8.5", "The Matrix"),
            ("Fight.Club.1999.mkv", "c17657\tFight Club\t1999\t8.5", "Fight Club"),
        ])
    func aReleaseFileNameIsItsTitleAndYear(name: String, row: String, title: String) throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", name, "--format", "tsv"])

        #expect(run.status == 0)
        #expect(run.out == row + "\n")
        #expect(run.err.hasSuffix("movies: showing results for \"\(title)\" (year 1999)\n"), "\(run.err)")
    }

    @Test(arguments: [["may", "the", "force", "be", "with", "you"], ["wall", "e"], ["wall-e"]])
    func stopWordsOrALetterAloneAreNeverSearched(words: [String]) throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search"] + words)

        #expect(run.status == 0)
        #expect(run.out == "No movies found for \"\(words.joined(separator: " "))\".\n")
        #expect(!run.err.contains("showing"), "\(run.err)")
        #expect(run.err.hasSuffix("movies: \(ForgivingSearchEndToEndTests.hint)\n"), "\(run.err)")
    }

    /// The film meant came first: nothing says the catalog may lack it.
    @Test(
        arguments: [
            (["lord", "of", "the", "rings", "3"], "The Lord of the Rings: The Return of the King"),
            (["jaws", "shark"], "Jaws"),
            (["star", "wars", "episode", "4"], "Star Wars"),
        ])
    func whatTheCatalogHoldsIsNotSaidWhenTheFilmCameFirst(words: [String], title: String) throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search"] + words + ["--format", "tsv", "--limit", "1"])

        #expect(run.out.split(separator: "\t").dropFirst().first.map(String.init) == title, "\(run.out)")
        #expect(!run.err.contains("holds films"), "\(run.err)")
    }

    @Test func aMisspeltWordLeftOutIsACorrection() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", "jurrasic", "park", "--format", "tsv", "--limit", "1"])

        #expect(run.out == "c27052\tJurassic Park\t1993\t7.4\n")
        #expect(run.err.hasSuffix("movies: showing results for \"jurassic park\"\n"), "\(run.err)")
        #expect(!run.err.contains("\"park\""), "\(run.err)")
    }
}
