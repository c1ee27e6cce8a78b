import Foundation
import Testing

/// `--sort`, a range of `--year`s, `--genre`, `--min-rating` and `--min-votes` in each view of
/// `movies search` (text, TSV, JSON) over the offline catalog, and what the parser makes of them.
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
        #expect(text.out.hasPrefix("\"star\": 3 of 20 loaded, of 222 movies"), "\(text.out)")

        let json = try sandbox.run([
            "search", "star", "--source", "catalog", "--genre", "action,drama", "--min-votes", "100000", "--json",
        ])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { ($0["vote_count"] as? Int ?? 0) >= 100_000 })
        #expect(results.allSatisfy { !Set($0["genre_ids"] as? [Int] ?? []).isDisjoint(with: [28, 18]) })
        #expect(document["arranged"] as? String == "Action or Drama, ≥ 100000 votes")
        let plain = try sandbox.run(["search", "star", "--source", "catalog", "--json"])
        let unarranged = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout)) as? [String: Any])
        #expect(unarranged["arranged"] is NSNull)
    }
}
