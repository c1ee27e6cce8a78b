import TerminalKit
import Testing

/// Lines fitted to an area: padded, trimmed, chosen by width, spread to both sides.
struct LineLayoutTests {
    @Test func paddingCutsOrFillsToTheRowCount() {
        #expect(LineLayout.padded(["a", "b", "c"], to: 2) == ["a", "b"])
        #expect(LineLayout.padded(["a"], to: 3) == ["a", "", ""])
        #expect(LineLayout.trimmed("a b  ") == "a b")
    }

    @Test func theFirstCandidateThatFitsIsChosen() {
        #expect(LineLayout.firstFitting(["a long hint", "short"], columns: 11) == "a long hint")
        #expect(LineLayout.firstFitting(["a long hint", "short"], columns: 10) == "short")
        #expect(LineLayout.firstFitting(["a long hint", "short"], columns: 3) == "sh…")
    }

    @Test func aSpreadRowPutsTheRightTextAgainstTheEdge() {
        let plain = TextStyle(usesColor: false)
        #expect(LineLayout.spread("left", nil, "right", .accent, columns: 12, style: plain) == "left   right")
        #expect(LineLayout.spread("a longer left", nil, "right", .accent, columns: 12, style: plain) == "a lo…  right")
        #expect(LineLayout.spread("left", nil, "far too wide", .accent, columns: 6, style: plain) == "")
        #expect(LineLayout.spread("left", nil, "", .accent, columns: 6, style: plain) == "left")
        let colour = TextStyle(usesColor: true)
        #expect(
            LineLayout.spread("l", .dim, "r", .accent, columns: 4, style: colour)
                == "\u{1B}[2ml\u{1B}[0m  \u{1B}[33mr\u{1B}[0m")
    }

    @Test func aMessageFrameSaysItOnItsFirstRow() {
        let frame = ScreenFrame.message("Too small for this", size: TerminalSize(columns: 8, rows: 2))
        #expect(frame == ScreenFrame(lines: ["Too sma…", ""], columns: 8))
    }
}
