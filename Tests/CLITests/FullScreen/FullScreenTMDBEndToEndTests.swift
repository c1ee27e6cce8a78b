import DataTestSupport
import Foundation
import TerminalKit
import Testing

@testable import MoviesCLI

#if canImport(Glibc)
    import Glibc
#endif

extension TmuxSessions {
    /// The full screen over TMDB (the fixture server on 127.0.0.1), in tmux: a cached page shown
    /// first and replaced by the fresh one with no code for it in the view, a failing server (the
    /// error in the status line, the rows kept), a newer query stopping the older request's
    /// transfer, and a movie's poster URL and file.
    struct FullScreenTMDBEndToEndTests {
        /// `movies` in the full screen over `server` (through `fault`, if any), once `prepare` ran
        /// in its sandbox against the server without the fault.
        private func fullScreen(
            over server: FixtureServer, fault: String? = nil, prepare: (CLISandbox) throws -> Void = { _ in }
        ) throws -> FullScreenRun {
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server)
            try prepare(sandbox)
            if let fault { try server.inject(fault) }
            let run = try FullScreenRun(sandbox)
            try run.waitForSearchField()
            return run
        }

        @Test func aCachedPageFirstThenTheFreshOne() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            // The fresh page takes a while: long enough to see the cached one first.
            let run = try fullScreen(over: server, fault: "delay/1500") { sandbox in
                let search = try sandbox.run(["search", "alien"])
                #expect(search.status == 0)
                try FaultMatrixEndToEndTests.age(sandbox, query: "alien", bySeconds: 3 * 86_400)
            }

            try run.terminal.type("alien")

            let cached = try run.terminal.waitForText("cache, 3 days old · page 1 of 5")
            #expect(cached[2].hasPrefix("  alien 1 "))
            #expect(
                cached[23].first.map { Spinner.frames.contains(String($0)) } == true, "the spinner: a request is out")
            let fresh = try run.terminal.waitForText("TMDB · page 1 of 5")
            #expect(fresh[2].hasPrefix("  alien 1 "))
            #expect(fresh[23].hasPrefix("100 movies"))
            try run.quit(pressing: "C-c")
        }

        @Test func aFailingServerShowsTheErrorAndKeepsTheRows() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try fullScreen(over: server, fault: "status/500") { sandbox in
                let search = try sandbox.run(["search", "alien"])  // page 1 in the cache, fresh
                #expect(search.status == 0)
            }
            try run.terminal.type("alien")
            try run.terminal.waitForText("page 1 of 5")

            try run.terminal.press("Enter", "End")  // the last row: page 2 is asked for, and fails

            let failed = try run.terminal.waitForText("Server trouble")
            // The message wins the room: whole, the source and page left out for it.
            #expect(failed[23] == "Server trouble: The movie service failed (HTTP 500); try again later.")
            #expect(failed.contains { $0.hasPrefix("› alien 20 ") }, "the rows shown stay")
            #expect(failed.contains { $0.hasPrefix("  alien 1 ") })
            try run.quit(pressing: "q")
        }

        /// A search that failed is asked again by Enter in the field, as the field's Enter says:
        /// the server back, the results come.
        @Test func enterAsksAgainForASearchThatFailed() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try fullScreen(over: server, fault: "status/500")
            try run.terminal.type("dune")
            try run.terminal.waitForText("Server trouble")

            try server.reset()  // the injected fault too
            try run.terminal.press("Enter")

            let answered = try run.terminal.waitForText("TMDB · page 1 of 5")
            #expect(answered[2].contains("dune 1 "), "\(answered[2])")
            #expect(!answered[23].contains("Server trouble"), "\(answered[23])")
            try run.quit(pressing: "C-c")
        }

        @Test func aNewerQueryStopsTheOlderRequestsTransfer() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try fullScreen(over: server, fault: "stall/30")  // no answer: only a hang-up ends a request

            try run.terminal.type("x")
            try TmuxTerminal.waitUntil("the search for x was sent") { try server.stats().requests == 1 }
            #expect(try server.stats().hangUps == 0)
            try run.terminal.type("y")

            try TmuxTerminal.waitUntil("the request for x hung up") { try server.stats().hangUps == 1 }
            try TmuxTerminal.waitUntil("the search for xy was sent") { try server.stats().requests == 2 }
            #expect(try server.stats().lastRequest?.query["query"] == "xy")
            #expect(try server.stats().hangUps == 1, "the newer request is still out")
            try run.quit(pressing: "C-c")
        }

        @Test func theDetailsShowThePostersURLAndPSavesIt() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            // Not drawn: the URL's line keeps the whole width.
            let run = try fullScreen(over: server) { sandbox in sandbox.environment["MOVIES_IMAGES"] = "none" }
            let sandbox = run.sandbox
            try run.terminal.type("alien")
            try run.terminal.waitForText("TMDB · page 1 of 5")

            try run.terminal.press("Enter", "Enter")

            let url = "http://127.0.0.1:\(server.port)/t/p/w500/poster2633001.jpg"
            let details = try run.terminal.waitForText("Poster    \(url) (p saves it)")
            #expect(details[1] == "Movie 2633001")
            try run.terminal.press("p")
            try run.terminal.waitForText("Poster saved to movie-2633001-poster.jpg")
            let poster = try Data(contentsOf: sandbox.root.appendingPathComponent("movie-2633001-poster.jpg"))
            #expect(
                poster.starts(with: [0xFF, 0xD8])
                    && String(decoding: poster, as: UTF8.self).contains("IMG w500 poster2633001.jpg"))
            try run.terminal.press("Escape")
            try run.terminal.waitForText("› alien 1 ")
            try run.quit(pressing: "q")
            sandbox.expectNoSecretsInFiles()
            #expect(CLISandbox.secrets(in: Array(try run.terminal.screen().joined().utf8)).isEmpty)
        }

        /// A poster that cannot be read (a flood of scans) is said where it would be, opening the
        /// details again starts nothing new, and q still ends the screen at once.
        @Test func aPosterThatCannotBeReadIsSaidWhereItWouldBe() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server, fault: "jpeg-posters/scan-flood")
            let run = try FullScreenRun(sandbox)
            try run.waitForSearchField()
            try run.terminal.type("alien")
            try run.terminal.waitForText("TMDB · page 1 of 5")

            try run.terminal.press("Enter", "Enter")

            let details = try run.terminal.waitForText("cannot be shown")
            #expect(
                details.contains { $0.contains("Poster    cannot be shown: The poster cannot be read: unsupported") },
                "\(details)")
            for _ in 0..<5 { try run.terminal.press("Escape", "Enter") }
            try run.terminal.waitForText("cannot be shown")
            try run.quit(pressing: "q")
        }

        /// A kitty picture on the details is deleted when they are left and however the process
        /// ends: here by SIGTERM, the delete written before the terminal's mode is given back.
        @Test func aKittyPictureIsDeletedOnLeavingAndOnSIGTERM() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server, fault: "jpeg-posters/poster-500x750")
            sandbox.environment["MOVIES_IMAGES"] = "kitty"
            sandbox.environment["SWIFT_BACKTRACE"] = "interactive=no"
            let run = try FullScreenRun(sandbox)
            let log = sandbox.root.appendingPathComponent("output").path
            try run.terminal.logOutput(to: log)
            try run.waitForSearchField()
            try run.terminal.type("alien")
            try run.terminal.waitForText("TMDB · page 1 of 5")
            let output = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
            let delete = "\u{1B}_Ga=d,d=I,i=7111,q=2\u{1B}\\"

            try run.terminal.press("Enter", "Enter")
            TmuxTerminal.waitUntil("the picture was sent") { output().contains("\u{1B}_Ga=T,") }
            try run.terminal.press("Escape")
            TmuxTerminal.waitUntil("the picture was deleted") { output().contains(delete) }

            try run.terminal.press("Enter")
            TmuxTerminal.waitUntil("the picture was sent again") {
                output().components(separatedBy: "\u{1B}_Ga=T,").count == 3
            }
            let movies = try #require(try run.terminal.childProcess())
            kill(movies, SIGTERM)
            #expect(run.waitForExit() == 128 + SIGTERM)
            // tmux copies the pane's last bytes to the log after the process has ended.
            let afterLast = { output().components(separatedBy: "\u{1B}_Ga=T,").last ?? "" }
            TmuxTerminal.waitUntil("the terminal's mode given back") { afterLast().contains("\u{1B}[?1049l") }
            #expect(afterLast().contains(delete + "\u{1B}[?2026l"), "the delete comes first in the way out")
            try run.expectTerminalGivenBack()
        }

        /// `p` on details that could not be loaded says why no poster was saved, over the
        /// details' own error.
        @Test func pOnDetailsThatFailedSaysWhyNothingWasSaved() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try fullScreen(over: server)
            try run.terminal.type("alien")
            try run.terminal.waitForText("TMDB · page 1 of 5")
            try server.inject("status/500")

            try run.terminal.press("Enter", "Enter")
            try run.terminal.waitForText("Server trouble")
            try run.terminal.press("p")

            let said = try run.terminal.waitForText("No poster saved: ")
            #expect(said[23].hasPrefix("No poster saved: The movie service failed"), "\(said[23])")
            #expect(
                !FileManager.default.fileExists(
                    atPath: run.sandbox.root.appendingPathComponent("movie-2633001-poster.jpg").path))
            try run.quit(pressing: "q")
        }

        /// Inside tmux the poster is drawn in half blocks beside the details (80 columns: 27 × 20
        /// cells keep its 2:3 shape), in colour, and is gone with the details.
        @Test func theDetailsDrawThePosterInHalfBlocks() throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let run = try fullScreen(over: server, fault: "jpeg-posters/poster-500x750")
            try run.terminal.type("alien")
            try run.terminal.waitForText("TMDB · page 1 of 5")

            try run.terminal.press("Enter", "Enter")

            let screen = try run.terminal.waitForScreen("the poster") {
                $0[2].hasPrefix(String(repeating: "▀", count: 27))
            }
            #expect(screen[1] == "Movie 2633001")
            #expect((2..<22).allSatisfy { screen[$0].hasPrefix(String(repeating: "▀", count: 27)) })
            #expect(screen[2].dropFirst(27).hasPrefix("  "), "the text beside it: \(screen[2])")
            #expect(screen.contains { $0.contains("Released  ") && $0.hasPrefix(String(repeating: "▀", count: 27)) })
            let colored = try run.terminal.coloredScreen()
            #expect(colored[2].contains("\u{1B}[38;5;") && colored[2].contains("48;5;"), "\(colored[2].prefix(80))")

            try run.terminal.press("Escape")
            let results = try run.terminal.waitForText("› alien 1 ")
            #expect(!results.joined().contains("▀"), "the poster went with the details")
            try run.quit(pressing: "q")
            #expect(!(try run.terminal.screen().joined().contains("▀")))
        }
    }
}
