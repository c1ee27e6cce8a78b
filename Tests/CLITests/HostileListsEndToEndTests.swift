import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// Issue 39's observations on the lists and the command line, through the built binary: a page
/// holds at most TMDB's 20, a repeated option is never silently its last value, the messages say
/// what is wrong, and `--json` leaves out what the text leaves out.
@Suite(.offThePool)
struct HostileListsEndToEndTests {
    @Test func aPageOfMoreResultsThanTMDBsPageHoldsIsRefusedNotPrinted() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "page-size/1000")

        let run = try sandbox.run(["popular", "--format", "tsv"])
        let offline = try sandbox.run(["popular", "--offline"])

        #expect(run.status == 1, "\(run.status): \(run.out.split(separator: "\n").count) lines")
        #expect(run.out.isEmpty)
        #expect(run.err.contains("cannot be read"), "\(run.err)")
        #expect(offline.status == 1 && offline.err.contains("not in the cache"), "never cached: \(offline.err)")
        #expect(!offline.err.contains("search"), "a list is no search: \(offline.err)")
    }

    @Test func aRepeatedGenreAddsToTheGenresAndAnotherRepeatedOptionIsAUsageError() throws {
        let sandbox = try CLISandbox()

        let repeated = try sandbox.run(["discover", "--genre", "drama", "--genre", "comedy", "--source", "catalog"])
        let listed = try sandbox.run(["discover", "--genre", "drama,comedy", "--source", "catalog"])
        let pages = try sandbox.run(["popular", "--page", "2", "--page", "3", "--source", "catalog"])
        let limits = try sandbox.run(["search", "alien", "-n", "2", "--limit", "3", "--source", "catalog"])

        #expect(repeated.status == 0, "\(repeated.err)")
        #expect(repeated.out == listed.out && repeated.err == listed.err, "\(repeated.out.prefix(200))")
        #expect(repeated.err.contains("genres Comedy or Drama"), "both genres: \(repeated.err)")
        for run in [pages, limits] {
            #expect(run.status == 2 && run.out.isEmpty, "\(run.status): \(run.out.prefix(200))")
            #expect(run.err.contains("was given twice"), "\(run.err)")
        }
    }

    @Test func aPersonWithoutCreditsIsNamedNotCalledAMovie() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "credits-status/404")

        let run = try sandbox.run(["person", "tom", "hanks"])

        #expect(run.status == 1)
        #expect(!run.err.contains("no such movie"), "\(run.err)")
        #expect(run.err.contains("TMDB has no films listed for Tom Hanks (person 7001)"), "\(run.err)")
    }

    @Test func aListOnlyTMDBHasAskedOfTheCatalogWithCredentialsSetSaysToLeaveTheCatalog() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let option = try sandbox.run(["upcoming", "--source", "catalog"])
        let setting = try sandbox.run(["upcoming"], extra: ["MOVIES_SOURCE": "catalog"])

        #expect(option.status == 1 && setting.status == 1)
        #expect(option.err == "movies: upcoming needs TMDB, not the offline catalog: leave out --source catalog\n")
        #expect(setting.err == "movies: upcoming needs TMDB, not the offline catalog: add --source tmdb\n")
        #expect(try server.stats().requests == 0)
    }

    @Test func jsonLeavesOutThePrivateUseCharactersTheTextLeavesOut() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "private-use")

        let text = try sandbox.run(["search", "alien"])
        let json = try sandbox.run(["search", "alien", "--json"])
        let show = try sandbox.run(["show", "603", "--json"])

        for run in [text, json, show] {
            #expect(run.status == 0, "\(run.err)")
            #expect(run.out.contains("Private "), "\(run.out.prefix(300))")
            let privateUse = run.out.unicodeScalars.filter { $0.properties.generalCategory == .privateUse }
            #expect(privateUse.isEmpty, "\(privateUse.map { String($0.value, radix: 16) })")
        }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let first = try #require((document["results"] as? [[String: Any]])?.first)
        #expect(first["title"] as? String == "Private alien 1", "the schema is kept, the characters left out")
    }
}
