import Foundation
import Testing

@testable import MoviesCLI

/// `movies` in a real terminal (`TmuxTerminal`), inside a script that records, in the sandbox,
/// the terminal's mode before and after it (`stty -g`), its exit status and its stderr: what a
/// test needs to check that the terminal was given back. The shell stays after `movies`, so
/// that the terminal's state is still the one it left (a dead pane hides its cursor).
final class FullScreenRun {
    let sandbox: CLISandbox
    let terminal: TmuxTerminal
    private let script: URL

    /// Starts `movies arguments…` in a `columns` × `rows` terminal with the sandbox's
    /// environment (no `COLUMNS`: the terminal says its width); `pipedTo`, a shell command,
    /// reads its stdout instead of the terminal; with `stderrOnTerminal`, stderr stays the terminal.
    init(
        _ sandbox: CLISandbox, arguments: [String] = [], columns: Int = 80, rows: Int = 24, pipedTo: String? = nil,
        stderrOnTerminal: Bool = false
    ) throws {
        self.sandbox = sandbox
        let root = sandbox.root.path
        let exports = sandbox.environment.filter { $0.key != "COLUMNS" }.sorted { $0.key < $1.key }
            .map { "export \($0.key)=\(Self.quoted($0.value))" }
        let movies = ([MoviesBinary.path] + arguments).map(Self.quoted).joined(separator: " ")
        let run =
            pipedTo.map { "{ \(movies) 2> stderr; echo $? > status; } | \($0)" }
            ?? "\(movies)\(stderrOnTerminal ? "" : " 2> stderr"); echo $? > status"
        let lines =
            ["cd \(Self.quoted(root))", "unset TMDB_ACCESS_TOKEN TMDB_API_KEY TMDB_API_BASE COLUMNS LINES NO_COLOR"]
            + exports + ["stty -g > stty-before", run, "stty -g > stty-after", "read -r keep_the_terminal_open"]
        // Outside the sandbox: it holds the credentials, which no file in the sandbox may.
        script = FileManager.default.temporaryDirectory.appendingPathComponent("movies-tmux-\(UUID().uuidString).sh")
        try lines.joined(separator: "\n").appending("\n").write(to: script, atomically: true, encoding: .utf8)
        terminal = try TmuxTerminal(columns: columns, rows: rows, command: "sh \(Self.quoted(script.path))")
    }

    deinit {
        try? FileManager.default.removeItem(at: script)
    }

    /// Waits for the first frame: the search field on top.
    @discardableResult
    func waitForSearchField(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try terminal.waitForScreen("the search field", sourceLocation: sourceLocation) {
            $0.first?.hasPrefix(FullScreenView.searchPrompt) == true
        }
    }

    /// Waits for `movies` to end; its exit status, `nil` if it did not.
    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) -> Int32? {
        TmuxTerminal.waitUntil("movies ended", sourceLocation: sourceLocation) { file("stty-after")?.isEmpty == false }
        return file("status").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Presses `key` (`q`, `C-c`, …) and expects `movies` to end with status 0, the terminal
    /// given back.
    func quit(pressing key: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try terminal.press(key)
        // Ctrl-C ends with 130, as a shell expects of an interrupt; the other keys with 0.
        #expect(waitForExit(sourceLocation: sourceLocation) == (key == "C-c" ? 130 : 0), sourceLocation: sourceLocation)
        try expectTerminalGivenBack(sourceLocation: sourceLocation)
    }

    /// What `movies` wrote on stderr.
    var stderr: String { file("stderr") ?? "" }

    /// After `movies` ended: the terminal is in the mode it had before, back on the main
    /// screen, with the cursor shown and the mouse no longer reported.
    func expectTerminalGivenBack(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = file("stty-before")
        #expect(
            before != nil && before == file("stty-after"), "stty -g before and after", sourceLocation: sourceLocation)
        #expect(try terminal.format("#{alternate_on}") == "0", "on the main screen", sourceLocation: sourceLocation)
        #expect(try terminal.format("#{cursor_flag}") == "1", "the cursor shown", sourceLocation: sourceLocation)
        #expect(
            try terminal.format("#{mouse_any_flag}#{mouse_sgr_flag}") == "00", "the mouse not reported",
            sourceLocation: sourceLocation)
    }

    private func file(_ name: String) -> String? {
        try? String(contentsOf: sandbox.root.appendingPathComponent(name), encoding: .utf8)
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
