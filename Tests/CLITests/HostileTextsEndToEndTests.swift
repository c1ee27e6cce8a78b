import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// Issue 39, problems 1 to 3, through the built binary: a text from TMDB is bounded in bytes
/// wherever it is shown (a character of a million combining marks is one character, not one
/// byte), `person`'s texts included, and a filmography of many credits of one film is read in
/// one pass, its lists bounded, a filmography past the bound refused and never cached.
@Suite(.offThePool, .timeLimit(.minutes(30)))
struct HostileTextsEndToEndTests {
    /// More than any output of these runs may hold: a page of texts each within the bound.
    private static let outputBound = 64 * 1024

    private func json(_ run: MoviesBinary.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any], "\(run.err)")
    }

    // MARK: - Problem 2: the bound counts bytes

    @Test func aNameOfOneLetterAndManyCombiningMarksIsCutInTheStory() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        // One letter and 200,000 marks: one grapheme cluster of 400,001 bytes, in the title, the
        // tagline, and a cast member's name and character.
        sandbox.useTMDB(server, fault: "combining/200000")

        // Megabytes of marks to read: a sanitizer's build needs longer than the usual 30 seconds.
        let text = try sandbox.run(["show", "603"], timeout: .seconds(180))
        let json = try sandbox.run(["show", "603", "--json"], timeout: .seconds(180))

        for run in [text, json] {
            #expect(run.status == 0, "\(run.status): \(run.err.prefix(300))")
            #expect(run.stdout.count + run.stderr.count < Self.outputBound, "\(run.stdout.count) bytes")
        }
        #expect(text.out.contains("Cast      Keanu Reeves as Neo\n"), "a name over the bound is left out of the cast")
        let document = try self.json(json)
        let title = try #require(document["title"] as? String)
        #expect(title.unicodeScalars.first == "N" && title.hasSuffix("…"), "cut: \(title.utf8.count) bytes")
    }

    // MARK: - Problem 3: person's texts

    @Test func aPersonsNameCharacterAndJobAreBoundedInEveryView() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        // 50,000 marks: 100,001 bytes a text, 300,001 in the JSON, and the credits' 18 texts
        // within the 10 MiB an answer may have.
        sandbox.useTMDB(server, fault: "combining/50000")

        let text = try sandbox.run(["person", "tom", "hanks"])
        let json = try sandbox.run(["person", "tom", "hanks", "--json"])

        for run in [text, json] {
            #expect(run.status == 0, "\(run.status): \(run.err.prefix(300))")
            #expect(run.stdout.count + run.stderr.count < Self.outputBound, "\(run.stdout.count) + \(run.stderr.count)")
        }
        let document = try self.json(json)
        let person = try #require(document["person"] as? [String: Any])
        let name = try #require(person["name"] as? String)
        #expect(name.unicodeScalars.first == "N" && name.hasSuffix("…"))
        let films = try #require(document["results"] as? [[String: Any]])
        #expect(!films.isEmpty)
        let character = try #require(films.compactMap { $0["character"] as? String }.first)
        #expect(character.hasSuffix("…"), "\(character.utf8.count) bytes")
    }

    // MARK: - Problem 1: a filmography of many credits of one film

    @Test func manyCreditsOfOneFilmAreOneFilmWithBoundedRoles() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "credits/9000")

        let run = try sandbox.run(["person", "tom", "hanks", "--json"], timeout: .seconds(120))

        #expect(run.status == 0, "\(run.status): \(run.err.prefix(300))")
        #expect(run.stdout.count < Self.outputBound, "\(run.stdout.count) bytes")
        let films = try #require(try json(run)["results"] as? [[String: Any]])
        #expect(films.count == 1, "9,000 credits of one film are one film")
        let character = try #require(films.first?["character"] as? String)
        #expect(character.hasPrefix("Role 0 / Role 1 / ") && character.hasSuffix("…"))
        let jobs = try #require(films.first?["jobs"] as? [String])
        #expect(jobs.count == 20 && jobs.first == "Job 0", "\(jobs.count) jobs")
    }

    @Test func aFilmographyLongerThanAnyIsRefusedAndNotCached() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "credits/12000")

        let run = try sandbox.run(["person", "tom", "hanks", "--verbose"], timeout: .seconds(120))
        let offline = try sandbox.run(["person", "tom", "hanks", "--offline"])

        #expect(run.status == 1, "\(run.status): \(run.out.prefix(300))")
        #expect(run.err.contains("TMDB sent 12000 credits for one person, more than 10000"), "\(run.err)")
        #expect(offline.status == 1 && offline.err.contains("not in the cache"), "\(offline.err)")
    }
}
