import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// What the forgiving catalog search says through the built binary: what it searched instead
/// (a correction, words left out, a year read from the words), once, on stderr, and in JSON's
/// `searched_as`; what the catalog holds only when it likely lacks the film.
@Suite(.offThePool)
struct ForgivingSearchEndToEndTests {
    static let hint =
        "the offline catalog holds films up to 2005; set TMDB_ACCESS_TOKEN or TMDB_API_KEY to search TMDB"

    @Test func aCorrectionIsSaidOnceOnStderr() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", "jurasic", "park", "--limit", "1"])

        #expect(run.status == 0)
        #expect(
            run.out == """
                "jurasic park": 3 movies, page 1 of 1 (offline catalog)
                Title          Year  Rating      ID
                Jurassic Park  1993     7.4  c27052

                """)
        #expect(run.err.hasSuffix("movies: showing results for \"jurassic park\"\n"), "\(run.err)")
        let tsv = try sandbox.run(["search", "jurasic", "park", "--format", "tsv", "--limit", "1"])
        #expect(tsv.out == "c27052\tJurassic Park\t1993\t7.4\n")
        #expect(tsv.err.hasSuffix("movies: showing results for \"jurassic park\"\n"), "\(tsv.err)")
        // A correction and a year read from the words: one sentence says both.
        let year = try sandbox.run(["search", "jurasic", "park", "1993"])
        #expect(year.err.hasSuffix("movies: showing results for \"jurassic park\" (year 1993)\n"), "\(year.err)")
        #expect(!year.err.contains("searching \""), "\(year.err)")
        #expect(!year.out.contains("jurassic park"), "said on stderr only: \(year.out)")
    }

    @Test func aYearReadFromTheWordsIsSaidOnStderr() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", "alien", "1979", "--format", "tsv"])

        #expect(run.status == 0)
        #expect(run.out.hasPrefix("c1652\tAlien\t1979\t8.3\n"))
        #expect(run.out.split(separator: "\n").allSatisfy { $0.split(separator: "\t")[2] == "1979" })
        #expect(run.err.hasSuffix("movies: searching \"alien\" (year 1979)\n"), "\(run.err)")
        let text = try sandbox.run(["search", "alien", "1979"])
        #expect(!text.out.contains("showing results for"), "a year is not a correction: \(text.out)")
    }

    @Test func jsonSaysWhatWasSearched() throws {
        let sandbox = try CLISandbox()

        let corrected = try SearchEndToEndTests.object(
            try sandbox.run(["search", "jurasic", "park", "1993", "--json"]).out)
        let searched = try #require(corrected["searched_as"] as? [String: Any])
        #expect(searched["query"] as? String == "jurassic park")
        #expect(searched["year"] as? Int == 1993)
        // The document says it: stderr does not, a year read from the words no more than a correction.
        let year = try sandbox.run(["search", "king", "kong", "1933", "--json"])
        #expect(
            try #require(SearchEndToEndTests.object(year.out)["searched_as"] as? [String: Any])["year"] as? Int == 1933)
        #expect(!year.err.contains("(year 1933)"), "\(year.err)")
        let asTyped = try SearchEndToEndTests.object(try sandbox.run(["search", "godfather", "2", "--json"]).out)
        #expect(asTyped["searched_as"] is NSNull)
    }

    @Test func wordsLeftOutAndWhatTheCatalogHoldsAreSaid() throws {
        let sandbox = try CLISandbox()
        let hint = Self.hint

        let run = try sandbox.run(["search", "harry", "potter", "7", "--limit", "1"])

        #expect(run.status == 0)
        #expect(
            run.out == """
                "harry potter 7": 3 movies, page 1 of 1 (offline catalog)
                Title                                  Year  Rating      ID
                Harry Potter and the Sorcerer's Stone  2001     7.2  c22188

                """)
        #expect(
            run.err.hasSuffix(
                "movies: no title has all of \"harry potter 7\"; showing matches for \"harry potter\"\nmovies: \(hint)\n"
            ),
            "\(run.err)")
        let jsonRun = try sandbox.run(["search", "harry", "potter", "7", "--json"])
        let json = try SearchEndToEndTests.object(jsonRun.out)
        #expect(json["left_out"] as? [String] == ["7"])
        // No field of the document says what the catalog holds: stderr does, in every format.
        #expect(jsonRun.err.hasSuffix("movies: \(hint)\n"), "\(jsonRun.err)")
        let fields = try sandbox.run(["search", "amelie", "--json", "title"])
        #expect(fields.out == "[]\n" && fields.err.hasSuffix("movies: \(hint)\n"), "\(fields.out) \(fields.err)")
        let list = try sandbox.run(["discover", "--year", "2010", "--json"])
        #expect(list.status == 0 && list.err.hasSuffix("movies: \(hint)\n"), "\(list.err)")
        let nothing = try sandbox.run(["search", "amelie"])
        #expect(nothing.out == "No movies found for \"amelie\".\n")
        #expect(nothing.err.hasSuffix("movies: \(hint)\n"), "\(nothing.err)")
        let tsv = try sandbox.run(["search", "the", "dark", "knight", "--format", "tsv", "--limit", "1"])
        #expect(!tsv.out.contains("So Dark the Night"))
        #expect(
            tsv.err.hasSuffix(
                "no title has all of \"the dark knight\"; showing matches for \"the dark\"\nmovies: \(hint)\n"),
            "\(tsv.err)")
    }
}
