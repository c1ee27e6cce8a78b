import DataTestSupport
import Foundation
import Testing

extension TmuxSessions {
    /// The lists in the full screen, in tmux over the fixture server: `m` on a movie's details
    /// opens its similar movies as a results list where Enter opens a movie and Esc comes back
    /// (to details that ask again for a story that failed), and the start screen offers the lists
    /// under the recent queries.
    struct FullScreenListsEndToEndTests {
        private func fullScreen(over server: FixtureServer) throws -> FullScreenRun {
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server)
            sandbox.environment["MOVIES_IMAGES"] = "none"
            let run = try FullScreenRun(sandbox)
            try run.waitForSearchField()
            return run
        }

        @Test func mOnTheDetailsOpensTheSimilarMoviesAndEscComesBack() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try fullScreen(over: server)
            try run.terminal.type("alien")
            try run.terminal.waitForText("TMDB · page 1 of 5")
            try run.terminal.press("Enter", "Enter")
            let details = try run.terminal.waitForScreen("the movie's fetched details") {
                $0.contains { $0.contains("Esc back") } && $0.count > 1 && $0[1] == "Movie 2633001"
            }
            #expect(details[1] == "Movie 2633001")
            #expect(details[22].contains("p poster · m similar · o web"), "TMDB's: \(details[22])")

            try run.terminal.press("m")

            let similar = try run.terminal.waitForText("movie/2633001/recommendations 1 ")
            #expect(similar.contains { $0.hasPrefix("› movie/2633001/recommendations 1 ") }, "\(similar)")
            #expect(similar[0] == "Movies like Movie 2633001", "the list names itself, not the old query")
            #expect(try server.stats().paths["/3/movie/2633001/recommendations"] == 1)
            try run.terminal.press("Down", "Enter")
            // The details show the row's title at once, then the movie's as it is fetched.
            let opened = try run.terminal.waitForScreen("the similar movie's fetched details") {
                $0.contains { $0.contains("Esc back") } && $0.count > 1 && $0[1].hasPrefix("Movie ")
            }
            #expect(opened[1].hasPrefix("Movie "), "\(opened)")
            #expect(opened[1] != "Movie 2633001")
            #expect(opened[0] == "Movies like Movie 2633001", "the list the details came from, not the old query")
            try run.terminal.press("Escape")
            try run.terminal.waitForText("› movie/2633001/recommendations 2 ")
            try run.terminal.press("Escape")
            let back = try run.terminal.waitForText("Esc back · ↑↓ scroll")
            #expect(back[1] == "Movie 2633001")
            try run.terminal.press("Escape")
            try run.terminal.waitForText("› alien 1 ")
            try run.quit(pressing: "q")
            try run.expectTerminalGivenBack()
        }

        /// Details whose story failed (HTTP 500) ask for it again when Esc comes back to them from
        /// their similar movies, as opening them from the results does.
        @Test func backFromTheSimilarMoviesDetailsThatFailedAskForTheirStoryAgain() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try fullScreen(over: server)
            try run.terminal.type("alien")
            try run.terminal.waitForText("TMDB · page 1 of 5")
            // A first movie's details: the configuration the poster's address needs is cached,
            // so that only the story fails below.
            try run.terminal.press("Enter", "Enter")
            try run.terminal.waitForText("Directed  Lana Wachowski, Lilly Wachowski")
            try run.terminal.press("Escape")
            try run.terminal.waitForText("› alien 1 ")
            try server.inject("status/500")
            try run.terminal.press("Down", "Enter")
            let failed = try run.terminal.waitForText("Server trouble")
            #expect(failed[1] == "alien 2", "the row's title, no story: \(failed)")
            try server.reset()  // the server answers again

            try run.terminal.press("m")
            try run.terminal.waitForText("movie/2633002/recommendations 1 ")
            try run.terminal.press("Escape")

            let back = try run.terminal.waitForText("Directed  Lana Wachowski, Lilly Wachowski")
            #expect(back[1] == "Movie 2633002")
            #expect(!back[23].contains("Server trouble"), "the error gone with the story in: \(back[23])")
            #expect(try server.stats().paths["/3/movie/2633002"] == 1, "the story asked for once more")
            try run.quit(pressing: "q")
        }

        @Test func theStartScreenOffersTheLists() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try fullScreen(over: server)
            let start = try run.terminal.waitForText("Browse: trending this week")
            #expect(start.contains { $0.contains("Browse: popular") })
            #expect(start.contains { $0.contains("Browse: now-playing") })

            try run.terminal.press("Down", "Down", "Enter")

            let popular = try run.terminal.waitForText("› movie/popular 1 ")
            #expect(popular[0] == "Browse: popular", "the list names itself")
            #expect(!popular[22].contains("s sort"), "popular keeps its own order: \(popular[22])")
            #expect(try server.stats().lastRequest?.path == "/3/movie/popular")
            let requests = try server.stats().requests
            try run.terminal.press("s")
            try run.terminal.waitForText("popular keeps its own order")
            #expect(try server.stats().requests == requests, "s fetched nothing")
            try run.terminal.press("?")
            let keys = try run.terminal.waitForText("Keys (")
            #expect(!keys.contains { $0.hasPrefix("  s ") || $0.hasPrefix("  f ") }, "popular keeps its order: \(keys)")
            #expect(keys.contains { $0.hasPrefix("  y  o ") }, "\(keys)")
            try run.quit(pressing: "C-c")
            try run.expectTerminalGivenBack()
        }
    }
}
