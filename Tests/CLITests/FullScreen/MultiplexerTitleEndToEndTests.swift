import DataTestSupport
import Testing

extension TmuxSessions {
    /// tmux without `TMUX` (as after `ssh` from a tmux pane) is still tmux when `TERM` names it,
    /// or when its answer to the version query does (`TERM=xterm-256color`, a common
    /// `default-terminal`, or `xterm-kitty`): the terminal is not asked which pictures it takes,
    /// since tmux would keep the kitty query (an APC) as the pane's title after `movies` ended.
    /// The poster is drawn in half blocks.
    struct MultiplexerTitleEndToEndTests {
        /// `movies` as typed in a shell whose `TERM` is `term` and whose `TMUX` is unset.
        private static func insideTmuxUnnamed(_ arguments: String, term: String) -> String {
            "env -u TMUX TERM=\(term) '\(MoviesBinary.path)' \(arguments); echo status=$?\n"
        }

        static let terms = ["tmux-256color", "xterm-256color", "xterm-kitty"]

        @Test(arguments: terms)
        func showDrawsThePosterWithoutTitlingThePane(term: String) throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server, fault: "jpeg-posters/poster-500x750")
            let terminal = try TmuxTerminal.shell(in: sandbox, columns: 80, rows: 40)
            let title = try terminal.format("#{pane_title}")

            try terminal.type(Self.insideTmuxUnnamed("show 550 --poster -", term: term))

            let screen = try terminal.waitForScreen("its status") { $0.contains { $0.hasPrefix("status=") } }
            #expect(screen.contains("status=0"), "\(screen.joined(separator: "\n"))")
            #expect(screen.contains { $0.hasPrefix(String(repeating: "▀", count: 20)) }, "half blocks")
            #expect(try terminal.format("#{pane_title}") == title)
        }

        @Test(arguments: terms)
        func theFullScreenDrawsThePosterWithoutTitlingThePane(term: String) throws {
            let server = try FixtureServer.started()
            defer { server.stop() }
            let sandbox = try CLISandbox()
            sandbox.useTMDB(server, fault: "jpeg-posters/poster-500x750")
            let terminal = try TmuxTerminal.shell(in: sandbox, columns: 80)
            let title = try terminal.format("#{pane_title}")

            try terminal.type(Self.insideTmuxUnnamed("", term: term))
            try terminal.waitForScreen("the search field") { $0.first?.hasPrefix("Search:") == true }
            try terminal.type("alien")
            try terminal.waitForText("TMDB · page 1 of 5")
            try terminal.press("Enter", "Enter")
            try terminal.waitForScreen("the poster") { $0[2].hasPrefix(String(repeating: "▀", count: 27)) }
            try terminal.press("q")
            try terminal.waitForText("status=0")

            #expect(try terminal.format("#{pane_title}") == title)
        }
    }
}
