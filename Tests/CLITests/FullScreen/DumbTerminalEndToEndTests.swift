import DataTestSupport
import Foundation
import Testing

extension TmuxSessions {
    /// A terminal that says it cannot move the cursor (`TERM=dumb`, as Emacs' shell does) gets
    /// the line flow: the full screen's cursor moves were written to it as garbage.
    struct DumbTerminalEndToEndTests {
        @Test func aDumbTerminalGetsTheLineFlow() throws {
            let sandbox = try CLISandbox()
            sandbox.environment["TERM"] = "dumb"
            let run = try FullScreenRun(sandbox, arguments: ["--source", "catalog"])
            try run.terminal.waitForText("Type words to search")
            try run.terminal.type("star wars")
            try run.terminal.press("Enter")
            try run.terminal.waitForText("Star Wars")
            try run.terminal.type("q")
            try run.terminal.press("Enter")
            #expect(run.waitForExit() == 0)
        }
    }
}
