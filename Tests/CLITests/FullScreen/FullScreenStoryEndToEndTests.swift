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

        /// The movie page as TMDB tells it, in the full screen: revenue, IMDb id and homepage,
        /// the region's own release, every offer kind, and its links whole at 60 columns (the
        /// watch page, too wide to share its line, on a line of its own).
        @Test func theDetailsTellTheMoviePageWithItsLinksWhole() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }

            let (spain, details) = try Self.fightClubDetails(
                server, region: "ES", waitingFor: "Where to watch data by JustWatch")
            #expect(details.contains("Revenue   $100,853,753"), "\(details)")
            #expect(details.contains("IMDb      tt0137523"))
            #expect(details.contains("Homepage  http://www.foxmovies.com/movies/fight-club"))
            #expect(details.contains("Web       https://www.themoviedb.org/movie/550"))
            #expect(details.contains("Watch     Free: Plex"))
            #expect(details.contains("          Rent: Apple TV"))
            #expect(details.contains("https://www.themoviedb.org/movie/550/watch?locale=ES"), "a line of its own")
            #expect(details.contains("Trailer   https://www.youtube.com/watch?v=qtRKdVHc-cE"))
            #expect(details.allSatisfy { $0.count <= 60 })
            try spain.quit(pressing: "q")

            let (germany, german) = try Self.fightClubDetails(
                server, region: "DE", waitingFor: "Released  1999-11-11 (DE, theatrical)")
            #expect(german.contains("Rated     18 (DE)"), "\(german)")
            try germany.quit(pressing: "q")
        }

        /// Fight Club's details in a 60×50 full screen for `region`, once `text` shows, each in a
        /// sandbox of its own (`quit` compares the terminal's modes in files of the sandbox).
        private static func fightClubDetails(
            _ server: FixtureServer, region: String, waitingFor text: String
        ) throws -> (FullScreenRun, [String]) {
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server)
            sandbox.environment["MOVIES_IMAGES"] = "none"
            let run = try FullScreenRun(sandbox, arguments: ["--region", region], columns: 60, rows: 50)
            try run.waitForSearchField()
            try run.terminal.type("fight club")
            // 50 rows hold more than a page of results: the screen loads the second to fill them
            // (the 21st movie on the list's 21st row, under the headings).
            try run.terminal.waitForScreen("page 2 loaded") {
                $0.count > 22 && !$0[22].isEmpty && $0.contains { $0.hasSuffix("TMDB · page 1 of 5") }
            }
            try run.terminal.press("Enter", "Enter")
            return (run, try run.terminal.waitForText(text))
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
