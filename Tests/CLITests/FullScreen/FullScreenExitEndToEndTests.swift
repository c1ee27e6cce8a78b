import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension TmuxSessions {
    /// Every way out of the full screen gives the terminal back: its mode as `stty -g` saw it
    /// before, the main screen, the cursor shown. By key (q, Ctrl-C), by signal (SIGTERM, SIGHUP,
    /// SIGINT, SIGQUIT), by a crash (a fatal error, reachable in debug builds with Ctrl-\), when
    /// the screen's reader goes away (a broken pipe), and across Ctrl-Z and `fg`.
    struct FullScreenExitEndToEndTests {
        /// A session on the results of a search, the list focused.
        private func runOnResults(arguments: [String] = ["--source", "catalog"]) throws -> FullScreenRun {
            let sandbox = try CLISandbox()
            // On a crash or SIGQUIT, the Swift runtime's crash report waits for keys when it finds a
            // terminal; the tests want the process to end. The terminal is given back before it.
            sandbox.environment["SWIFT_BACKTRACE"] = "interactive=no"
            let run = try FullScreenRun(sandbox, arguments: arguments)
            try run.waitForSearchField()
            try run.terminal.type("alien")
            try run.terminal.waitForText("offline catalog · page 1 of")
            try run.terminal.press("Down")
            try run.terminal.waitForText("› ")
            return run
        }

        /// q and Esc on an empty search field end with status 0; Ctrl-C with 130, as a shell
        /// expects of an interrupt.
        @Test(
            arguments: [
                (["q"], Int32(0)), (["C-c"], 130), (["/", "C-c"], 130), (["Enter", "q"], 0), (["Enter", "C-c"], 130),
                (["/", "C-u", "Escape"], 0),
            ] as [([String], Int32)])
        func quitKeysEndWithTheirStatus(keys: [String], status: Int32) throws {
            let run = try runOnResults()

            for key in keys { try run.terminal.press(key) }

            #expect(run.waitForExit() == status)
            try run.expectTerminalGivenBack()
            #expect(run.stderr.isEmpty, "\(run.stderr)")
        }

        @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
        func aSignalThatEndsTheProcessGivesTheTerminalBackFirst(signal: Int32) throws {
            let run = try runOnResults()
            let movies = try #require(try run.terminal.childProcess())

            kill(movies, signal)

            #expect(run.waitForExit() == 128 + signal, "ended by the signal, as it would have without the screen")
            try run.expectTerminalGivenBack()
        }

        @Test func aContinueWithoutAStopChangesNothingToComeBackTo() throws {
            let run = try runOnResults()
            let movies = try #require(try run.terminal.childProcess())

            // The screen takes the terminal again on SIGCONT; the mode it gives back stays the first.
            kill(movies, SIGCONT)
            kill(movies, SIGCONT)

            try run.terminal.waitForText("› ")
            try run.quit(pressing: "q")
        }

        @Test(.enabled(if: MoviesBinary.isDebugBuild, "the crash key (Ctrl-\\) exists in debug builds only"))
        func aCrashGivesTheTerminalBackFirst() throws {
            let run = try runOnResults()

            try run.terminal.press("C-\\")  // a fatal error, in debug builds only

            let status = try #require(run.waitForExit())
            // A fatal error traps (SIGILL or SIGTRAP, then the runtime's crash report); under a
            // sanitizer, whose runtime and the crash report trip over each other, the process ends
            // in other ways (SIGSEGV, TSan's status 66, ASan's 1). Whichever: a crash, after the
            // restore.
            #expect(status != 0, "status \(status)")
            #expect(run.stderr.contains("crashing on purpose"), "\(run.stderr)")
            try run.expectTerminalGivenBack()
        }

        @Test func aBrokenPipeEndsTheSessionAndGivesTheTerminalBack() throws {
            // The screen's output is a pipe whose reader leaves after 64 bytes; keys still come
            // from the terminal.
            let run = try FullScreenRun(
                try CLISandbox(), arguments: ["--full-screen", "--source", "catalog"], pipedTo: "head -c 64 > /dev/null"
            )

            // Each key draws a frame; once the reader is gone, a frame fails and the session ends.
            try TmuxTerminal.waitUntil("movies ended") {
                try run.terminal.type("a")
                return (try? String(contentsOf: run.sandbox.root.appendingPathComponent("status"), encoding: .utf8))
                    != nil
            }

            #expect(run.waitForExit() == 1)
            #expect(run.stderr.contains("movies: the screen went away"), "\(run.stderr)")
            let before = try String(contentsOf: run.sandbox.root.appendingPathComponent("stty-before"), encoding: .utf8)
            let after = try String(contentsOf: run.sandbox.root.appendingPathComponent("stty-after"), encoding: .utf8)
            #expect(before == after)
        }

        @Test func ctrlZSuspendsAndFgDrawsTheScreenAgain() throws {
            let sandbox = try CLISandbox()
            let terminal = try TmuxTerminal.shell(in: sandbox, columns: 80)
            try terminal.type("stty -g > before; '\(MoviesBinary.path)' --source catalog\n")
            try terminal.waitForScreen("the search field") { $0.first?.hasPrefix("Search:") == true }
            try terminal.type("star wars")
            try terminal.waitForText("5 movies")

            try terminal.press("C-z")
            try terminal.waitForText("Stopped")
            #expect(try terminal.format("#{alternate_on}") == "0")
            try terminal.type("stty -g > stopped; fg\n")
            let back = try terminal.waitForScreen("the screen drawn again") { $0.first == "Search: star wars" }
            #expect(back[23].hasPrefix("5 movies"))
            try terminal.press("C-c")
            try terminal.waitForScreen("the prompt again") { lines in
                lines.first?.hasPrefix("Search:") == false && lines.last { !$0.isEmpty } == "shell>"
            }
            try terminal.type("stty -g > after\n")

            TmuxTerminal.waitUntil("stty -g after") {
                (try? String(contentsOf: sandbox.root.appendingPathComponent("after"), encoding: .utf8))?.isEmpty
                    == false
            }
            let modes = try ["before", "stopped", "after"].map {
                try String(contentsOf: sandbox.root.appendingPathComponent($0), encoding: .utf8)
            }
            #expect(modes[0] == modes[1], "the shell got its terminal back while movies was stopped")
            #expect(modes[0] == modes[2])
            #expect(try terminal.format("#{alternate_on}") == "0")
        }
    }
}
