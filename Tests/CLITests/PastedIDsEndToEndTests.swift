import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies show` takes ids as people paste them, through the built binary against the fixture
/// server: an IMDb id is looked up through TMDB's find endpoint (`find/{id}?external_source=imdb_id`),
/// the catalog (which has no IMDb ids) says so in one line, any other malformed id is a usage
/// error saying what an id looks like, and no message offers a catalog id for a TMDB one.
@Suite(.offThePool)
struct PastedIDsEndToEndTests {
    @Test func anIMDbIDIsFoundThroughTMDBsFindEndpoint() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let show = try sandbox.run(["show", "tt0137523"])

        #expect(show.status == 0, "\(show.err)")
        #expect(show.out.hasPrefix("Fight Club\n"), "\(show.out)")
        #expect(show.out.contains("\nIMDb      tt0137523\n") && show.out.contains("\nID        550\n"))
        let stats = try server.stats()
        #expect(stats.paths["/3/find/tt0137523"] == 1, "\(stats.paths)")
        #expect(stats.paths["/3/movie/550"] == 1)
        let json = try sandbox.run(["show", "tt0137523", "--json"])
        let details = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        #expect(details["id"] as? String == "550" && details["title"] as? String == "Fight Club")
        #expect(try server.stats().requests == 2, "the find and the details answered from the cache")
    }

    @Test func anIMDbIDTMDBDoesNotKnowIsNotFound() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let show = try sandbox.run(["show", "tt0000001"])

        #expect(show.status == 1)
        #expect(show.out.isEmpty)
        #expect(show.err.contains("no such movie"), "\(show.err)")
    }

    @Test func theCatalogHasNoIMDbIDsAndSaysSo() throws {
        let sandbox = try CLISandbox()

        let show = try sandbox.run(["show", "tt0137523", "--source", "catalog"])

        #expect(show.status == 1)
        #expect(show.out.isEmpty)
        #expect(show.err.split(separator: "\n").count == 1)
        #expect(show.err.hasPrefix("movies: tt0137523 is an IMDb id, and the offline catalog has no IMDb ids"))
    }

    @Test func aMalformedIDIsAUsageErrorSayingWhatAnIDLooksLike() throws {
        let sandbox = try CLISandbox()

        let show = try sandbox.run(["show", "x550"])

        #expect(show.status == 2)
        #expect(show.out.isEmpty)
        #expect(
            show.err.hasPrefix(
                "movies: a movie id is a number (TMDB, as in 550), tt and digits (IMDb, as in tt0137523) "
                    + "or c and a number (offline catalog, as in c6088), not 'x550'\n"), "\(show.err)")
    }

    @Test func theCatalogNeverOffersAnUnrelatedID() throws {
        let sandbox = try CLISandbox()

        let show = try sandbox.run(["show", "550", "--source", "catalog"])
        let unset = try sandbox.run(["show", "550"])

        #expect(show.status == 2 && unset.status == 2)
        for run in [show, unset] {
            #expect(!run.err.contains("c550"), "c550 is 8MM, not Fight Club: \(run.err)")
            #expect(run.err.contains("movies search TITLE --source catalog"), "\(run.err)")
        }
    }
}
