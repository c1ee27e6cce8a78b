import DataTestSupport
import Foundation
import Testing

extension TmuxSessions {
    /// `movies person NAME` at a terminal: when the name finds several people, it asks which.
    struct PersonChoiceEndToEndTests {
        /// `movies person tom hanks` over `server`, at its question: the run and the screen.
        private static func asked(_ server: FixtureServer) throws -> (FullScreenRun, [String]) {
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server)
            let run = try FullScreenRun(sandbox, arguments: ["person", "tom", "hanks"], stderrOnTerminal: true)
            return (run, try run.terminal.waitForText("Which one? [1]"))
        }

        @Test func severalPeopleAreOfferedAndTheOneChosenIsListed() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let (run, asked) = try Self.asked(server)
            #expect(asked.contains("movies: \"tom hanks\" names 3 people:"), "\(asked)")
            #expect(asked.contains("  2  Tom Hanks Jr. (Acting)"))
            try run.terminal.type("2")
            try run.terminal.press("Enter")

            // The question listed the others: the notice names the one chosen alone.
            let listed = try run.terminal.waitForText("Film 7002-2 (as Villain; Director, Screenplay)")
            #expect(listed.contains("movies: Tom Hanks Jr. (Acting)"), "\(listed)")
            #expect(!listed.contains { $0.contains("also found") }, "\(listed)")
            #expect(run.waitForExit() == 0)
            #expect(try server.stats().paths["/3/person/7002/movie_credits"] == 1)
        }

        @Test func anAnswerThatChoosesNoOneIsAskedAgainNotTakenForTheFirst() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let (run, _) = try Self.asked(server)
            for (asked, answer) in [(1, "9"), (2, "abc")] {
                try run.terminal.type(answer)
                try run.terminal.press("Enter")
                try run.terminal.waitForScreen("the question asked again after \(answer)") {
                    $0.filter { $0.hasPrefix("Which one? [1]") }.count == asked + 1
                }
            }
            let screen = try run.terminal.screen()
            #expect(
                screen.filter { $0 == "movies: answer a number from 1 to 3, or Enter for 1" }.count == 2, "\(screen)")
            try run.terminal.type("3")
            try run.terminal.press("Enter")

            try run.terminal.waitForText("movies: Tom Hanks Sr. (Acting)")
            #expect(run.waitForExit() == 0)
            #expect(try server.stats().paths["/3/person/7003/movie_credits"] == 1)
        }

        @Test func threeAnswersThatChooseNoOneEndTheRunListingNothing() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let (run, _) = try Self.asked(server)
            for answer in ["0", "9", "abc"] {
                try run.terminal.type(answer)
                try run.terminal.press("Enter")
            }

            #expect(run.waitForExit() == 1)
            let screen = try run.terminal.screen()
            #expect(
                screen.contains("movies: no one chosen: 3 answers were not a number from 1 to 3"), "\(screen)")
            #expect(!screen.contains { $0.contains("Film 7001-") }, "\(screen)")
            let others = ["/3/person/7002/movie_credits", "/3/person/7003/movie_credits"]
            #expect(try server.stats().paths.keys.contains { others.contains($0) } == false)
        }

        @Test func enterKeepsTheFirst() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let (run, _) = try Self.asked(server)
            try run.terminal.press("Enter")

            try run.terminal.waitForText("movies: Tom Hanks (Directing)")
            #expect(run.waitForExit() == 0)
            #expect(try server.stats().paths["/3/person/7001/movie_credits"] == 1)
        }
    }
}
