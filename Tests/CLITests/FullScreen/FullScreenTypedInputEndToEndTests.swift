import DataTestSupport
import Foundation
import Testing

extension TmuxSessions {
    /// What keyboards and terminals send that no Latin keyboard does, in tmux through the built
    /// binary (the fifth audit): a mark typed after its character as a key of its own (Thai,
    /// Hindi, a dead key, a flag's two halves), and a paste's start whose end never comes.
    struct FullScreenTypedInputEndToEndTests {
        private func catalog() throws -> FullScreenRun {
            let run = try FullScreenRun(try CLISandbox(), arguments: ["--source", "catalog"])
            try run.waitForSearchField()
            return run
        }

        /// The mark joined the character before it, and the field's cursor, counted by what was
        /// typed, went past its end: the screen crashed (String index out of bounds).
        @Test(arguments: [["ก", "\u{0E34}"], ["क", "\u{093F}"], ["e", "\u{0301}"], ["🇩", "🇪"]])
        func aMarkTypedAsAKeyOfItsOwnJoinsTheCharacterBefore(keys: [String]) throws {
            let run = try catalog()
            try run.terminal.type("star ")
            for key in keys { try run.terminal.type(key) }
            try run.terminal.type("x")
            try run.terminal.waitForText("star " + keys.joined() + "x")
            try run.terminal.press("BSpace", "BSpace")
            try run.terminal.type("wars")
            try run.terminal.waitForText("Search: star wars")
            try run.quit(pressing: "C-c")
        }

        /// `ESC [200~` alone took every later key as pasted text: Enter, Esc and Ctrl-C did
        /// nothing. The paste ends with what came after a second, and keys are keys again.
        @Test func aPastesStartWithoutItsEndFreezesNothing() throws {
            let run = try catalog()
            try run.terminal.type("star")
            try run.terminal.send(bytes: "\u{1B}[200~")
            try run.terminal.type(" wars")
            try run.terminal.waitForText("Search: star wars")
            try run.terminal.press("Enter")
            try run.terminal.waitForText("5 movies")
            try run.quit(pressing: "C-c")
        }
    }
}
