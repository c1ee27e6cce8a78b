import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `--sort`, a range of `--year`s, `--genre`, `--min-rating` and `--min-votes` in each view of
/// `movies search` (text, TSV, JSON) over the offline catalog, and what the parser makes of them.
@Suite(.offThePool)
struct ArrangementEndToEndTests {
    private func tsvTitles(_ run: MoviesBinary.Run) -> [String] {
        run.out.split(separator: "\n").map { String($0.split(separator: "\t")[1]) }
    }

    @Test func sortedByYearInTextAndTSV() throws {
        let sandbox = try CLISandbox()
        let text = try sandbox.run(["search", "star", "wars", "--source", "catalog", "--sort", "year"])
        #expect(text.status == 0)
        #expect(text.err.contains("movies: sorted by year\n"))
        let rows = text.out.split(separator: "\n").dropFirst(2).map { String($0.prefix(44)) }
        #expect(rows.first?.hasPrefix("Star Wars: Episode II") == true, "\(text.out)")
        #expect(rows.last?.hasPrefix("Star Wars ") == true)

        let tsv = try sandbox.run([
            "search", "star", "wars", "--source", "catalog", "--sort", "title", "--format", "tsv",
        ])
        #expect(tsvTitles(tsv) == tsvTitles(tsv).sorted { $0.lowercased() < $1.lowercased() })
    }

    @Test func filtersNarrowAndSayHowManyTheyKept() throws {
        let sandbox = try CLISandbox()
        let range = try sandbox.run(["search", "star", "--source", "catalog", "--year", "1977-1983", "--format", "tsv"])
        let years = range.out.split(separator: "\n").compactMap { Int($0.split(separator: "\t")[2]) }
        #expect(!years.isEmpty && years.allSatisfy { (1977...1983).contains($0) }, "\(range.out)")
        #expect(range.err.contains("movies: years 1977–1983\n"))

        let text = try sandbox.run(["search", "star", "--source", "catalog", "--min-rating", "8"])
        #expect(text.out.hasPrefix("\"star\": 21 movies, page 1 of 2"), "every match counted: \(text.out)")

        let json = try sandbox.run([
            "search", "star", "--source", "catalog", "--genre", "action,drama", "--min-votes", "100000", "--json",
        ])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { ($0["vote_count"] as? Int ?? 0) >= 100_000 })
        #expect(results.allSatisfy { !Set($0["genre_ids"] as? [Int] ?? []).isDisjoint(with: [28, 18]) })
        #expect(document["arranged"] as? String == "genres Action or Drama, ≥ 100000 votes")
        let plain = try sandbox.run(["search", "star", "--source", "catalog", "--json"])
        let unarranged = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout)) as? [String: Any])
        #expect(unarranged["arranged"] is NSNull)
    }

    /// Filters that keep none of what the words found say so; the catalog's years are not
    /// blamed, as when the words find nothing.
    @Test func filtersThatKeepNothingSaySo() throws {
        let sandbox = try CLISandbox()
        let none = try sandbox.run(["search", "star", "--source", "catalog", "--min-votes", "1000000000"])
        #expect(none.status == 0)
        #expect(none.out == "No movies for \"star\" match these filters.\n")
        #expect(!none.err.contains("holds films up to 2005"), "\(none.err)")

        let nothing = try sandbox.run(["search", "zzzqqq", "--source", "catalog"])
        #expect(nothing.out == "No movies found for \"zzzqqq\".\n")
        #expect(nothing.err.contains("holds films up to 2005"), "\(nothing.err)")
    }

    /// A rating sort ranks films with 500 votes or more unless `--min-votes` says otherwise: a
    /// film rated 9.6 by a handful of people never leads Star Wars, and `--min-votes 0` keeps it.
    @Test func aRatingSortNeverPutsAHandfulOfVotesFirst() throws {
        let sandbox = try CLISandbox()
        let results = { (words: [String]) throws -> (results: [[String: Any]], arranged: String?) in
            let run = try sandbox.run(words + ["--source", "catalog", "--sort", "rating", "--json"])
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
            return (try #require(document["results"] as? [[String: Any]]), document["arranged"] as? String)
        }
        let star = try results(["search", "star", "--year", "1977-1983"])
        #expect(star.results.first?["title"] as? String == "Star Wars")
        #expect(star.results.allSatisfy { ($0["vote_count"] as? Int ?? 0) >= 500 })
        #expect(star.arranged == "sorted by rating, years 1977–1983, ≥ 500 votes")
        let discover = try results(["discover", "--genre", "drama,comedy", "--year", "1990-1999"])
        #expect(discover.results.count == 20)
        #expect(discover.results.allSatisfy { ($0["vote_count"] as? Int ?? 0) >= 500 })
        let every = try results(["search", "star", "--year", "1977-1983", "--min-votes", "0"])
        #expect((every.results.first?["vote_count"] as? Int ?? .max) < 500, "a few votes, first again")
        #expect(every.results.count > star.results.count)
    }

    /// The catalog answers the sort and filters over all its matches: two searches whose
    /// filters the first page of matches used to hide, with the same count in every view.
    @Test(arguments: [
        (["love", "--genre", "comedy", "--min-rating", "8"], "love", 19),
        (["star", "--genre", "drama", "--min-rating", "7"], "star", 18),
    ])
    func theCatalogFiltersEveryMatch(words: [String], query: String, count: Int) throws {
        let sandbox = try CLISandbox()
        let search = ["search"] + words + ["--source", "catalog"]

        let text = try sandbox.run(search)
        #expect(text.status == 0)
        #expect(text.out.hasPrefix("\"\(query)\": \(count) movies, page 1 of 1 (offline catalog)\n"), "\(text.out)")
        #expect(text.out.split(separator: "\n").count == 2 + count)

        let tsv = try sandbox.run(search + ["--format", "tsv"])
        let rows = tsv.out.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count == count)
        #expect(rows.allSatisfy { Double($0[3]).map { $0 >= (query == "love" ? 8 : 7) } ?? false }, "\(tsv.out)")

        let json = try sandbox.run(search + ["--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        #expect(document["total_results"] as? Int == count)
        #expect(document["total_pages"] as? Int == 1)
        #expect((document["results"] as? [Any])?.count == count)
        #expect(document["loaded_results"] is NSNull && document["loaded_matches"] is NSNull, "nothing left to say")
    }

    /// Sorting orders every match, then pages: the first of two pages sorted by votes is the
    /// most voted of all the matches, not of the two pages the source ranks first.
    @Test func theSortOrdersEveryMatchBeforePaging() throws {
        let sandbox = try CLISandbox()
        func voteCounts(_ arguments: [String]) throws -> [Int] {
            let run = try sandbox.run(["search", "love", "--source", "catalog", "--json"] + arguments)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
            return try #require(document["results"] as? [[String: Any]]).compactMap { $0["vote_count"] as? Int }
        }
        let sorted = try voteCounts(["--sort", "votes", "--pages", "2"])
        let unsorted = try voteCounts(["--pages", "20"])
        #expect(sorted.count == 40)
        #expect(sorted == sorted.sorted(by: >))
        #expect(sorted.first == unsorted.max())
    }

    /// TMDB's search takes one year but no genre or rating: the page fetched is filtered, and
    /// every view says how many of those loaded match, beside TMDB's total before the filters.
    /// The fixture's page 1 of "blade runner" holds 4 dramas rated 6.5 or more, of 20.
    @Test func tmdbSaysHowManyOfThoseLoadedMatch() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let search = ["search", "blade", "runner", "--genre", "drama", "--min-rating", "6.5"]

        let text = try sandbox.run(search)
        #expect(
            text.out.hasPrefix("\"blade runner\": 4 of the 20 loaded match, of 100 movies, page 1 of 5"), "\(text.out)")
        let json = try sandbox.run(search + ["--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        #expect(document["total_results"] as? Int == 100)
        #expect(document["loaded_results"] as? Int == 20)
        #expect(document["loaded_matches"] as? Int == 4)
        #expect((document["results"] as? [Any])?.count == 4)
        #expect(try server.stats().lastRequest?.query["primary_release_year"] == nil)

        _ = try sandbox.run(["search", "blade", "runner", "--year", "1979"])
        #expect(try server.stats().lastRequest?.query["primary_release_year"] == "1979")
    }

    /// A rating sort's vote floor is a filter: when it keeps none of a page TMDB sent, the search
    /// says so as the filters do, never that TMDB sent the page empty.
    @Test func aRatingSortThatKeepsNoneOfThePageSaysSo() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "vote-count/100")

        let text = try sandbox.run(["search", "alien", "--sort", "rating"])
        #expect(text.status == 0, "\(text.err)")
        #expect(text.out.contains("None of the 20 loaded match the filters"), "\(text.out)")
        #expect(!(text.out + text.err).contains("empty"), "\(text.out)")
        let json = try sandbox.run(["search", "alien", "--sort", "rating", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        #expect(document["loaded_results"] as? Int == 20)
        #expect(document["loaded_matches"] as? Int == 0)
    }
}
