import DataTestSupport
import Foundation
import Testing

@testable import MoviesCLI

extension TmuxSessions {
    /// The full screen's details tell the story (the fixture server's TMDB, in tmux): the
    /// director, the cast, the trailer and where to watch, within the frame, scrolled by the
    /// arrows, and in the region `--region` asks for; the terminal given back.
    struct FullScreenStoryEndToEndTests {
        @Test func theDetailsShowTheDirectorTheCastTheTrailerAndWhereToWatch() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server)
            sandbox.environment["MOVIES_IMAGES"] = "none"
            let run = try FullScreenRun(sandbox, arguments: ["--region", "DE"])
            try run.waitForSearchField()
            try run.terminal.type("matrix")
            try run.terminal.waitForText("TMDB · page 1 of 5")

            try run.terminal.press("Enter", "Enter")

            let details = try run.terminal.waitForText("Directed  Lana Wachowski, Lilly Wachowski")
            #expect(details.allSatisfy { $0.count <= 80 }, "the frame fits")
            #expect(details.contains("Rated     16 (DE)"), "\(details)")
            #expect(details.contains("Cast      Keanu Reeves as Neo"))
            #expect(details.contains("          Laurence Fishburne as Morpheus"))

            try run.terminal.press("End")  // the last lines of the details
            let end = try run.terminal.waitForText("Where to watch data by JustWatch")
            #expect(end.contains("Trailer   https://www.youtube.com/watch?v=vKQi3bBA1y8"), "\(end)")
            #expect(end.contains("Watch     Stream: Netflix, WOW"))
            #expect(end.allSatisfy { $0.count <= 80 })
            try run.quit(pressing: "q")
        }

        @Test func aNarrowTerminalStillFitsTheStory() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server)
            sandbox.environment["MOVIES_IMAGES"] = "none"
            let run = try FullScreenRun(sandbox, columns: 40, rows: 12)
            try run.waitForSearchField()
            try run.terminal.type("matrix")
            try run.terminal.waitForText("page 1 of 5")

            try run.terminal.press("Enter", "Enter")
            try run.terminal.waitForText("Released")
            // Down a line at a time: the director's line shows for several of them.
            var director: [String]?
            for _ in 0..<40 where director == nil {
                let screen = try run.terminal.screen()
                #expect(screen.prefix(12).allSatisfy { $0.count <= 40 }, "\(screen)")
                #expect(screen.dropFirst(12).allSatisfy { $0.isEmpty }, "12 rows at most")
                if screen.contains(where: { $0.hasPrefix("Directed  Lana Wachowski") }) { director = screen }
                try run.terminal.press("Down")
            }
            #expect(director != nil, "the director's line was never shown")
            try run.quit(pressing: "q")
        }
    }
}
