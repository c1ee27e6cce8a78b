import Testing

@testable import TerminalKit

/// The diff writer: the first frame drawn whole, then only the rows that changed.
struct FrameDiffWriterTests {
    private static let begin = ScreenControl.beginFrame
    private static let end = ScreenControl.endFrame
    private static let erase = ScreenControl.eraseToEndOfLine

    private static func frame(_ lines: [String], columns: Int = 20, cursor: ScreenFrame.Position? = nil) -> ScreenFrame
    {
        ScreenFrame(lines: lines, columns: columns, cursor: cursor)
    }

    @Test func theFirstFrameClearsTheScreenAndDrawsEveryRowThatHasText() {
        var writer = FrameDiffWriter()

        let bytes = writer.update(to: Self.frame(["Search: x", "", "status"]))

        #expect(
            bytes == Self.begin + ScreenControl.clear + "\u{1B}[1;1HSearch: x" + Self.erase + "\u{1B}[3;1Hstatus"
                + Self.erase + ScreenControl.hideCursor + Self.end)
    }

    @Test func aOneRowChangeWritesOnlyThatRow() {
        var writer = FrameDiffWriter()
        let rows = (0..<24).map { "row \($0)" }
        _ = writer.update(to: Self.frame(rows, columns: 80))
        var changed = rows
        changed[7] = "row 7, selected"

        let bytes = writer.update(to: Self.frame(changed, columns: 80))

        #expect(bytes == Self.begin + "\u{1B}[8;1Hrow 7, selected" + Self.erase + Self.end)
    }

    @Test func theSameFrameWritesNothing() {
        var writer = FrameDiffWriter()
        let frame = Self.frame(["a", "b"], cursor: .init(row: 0, column: 1))
        _ = writer.update(to: frame)

        #expect(writer.update(to: frame) == "")
    }

    @Test func theCursorIsMovedShownAndHiddenOnlyWhenItChanges() {
        var writer = FrameDiffWriter()
        let first = writer.update(to: Self.frame(["ab", ""], cursor: .init(row: 0, column: 2)))
        #expect(first.hasSuffix("\u{1B}[1;3H" + ScreenControl.showCursor + Self.end))

        let moved = writer.update(to: Self.frame(["abc", ""], cursor: .init(row: 0, column: 3)))
        #expect(moved == Self.begin + "\u{1B}[1;1Habc" + Self.erase + "\u{1B}[1;4H" + Self.end)

        let hidden = writer.update(to: Self.frame(["abc", ""]))
        #expect(hidden == Self.begin + ScreenControl.hideCursor + Self.end)
    }

    @Test func aFullWidthRowIsNotErasedAfter() {
        var writer = FrameDiffWriter()
        _ = writer.update(to: Self.frame(["", ""], columns: 4))

        // An erase at the last column would eat the last cell.
        #expect(writer.update(to: Self.frame(["東京", ""], columns: 4)) == Self.begin + "\u{1B}[1;1H東京" + Self.end)
        #expect(
            writer.update(to: Self.frame(["\u{1B}[7mabcd\u{1B}[0m", ""], columns: 4))
                == Self.begin + "\u{1B}[1;1H\u{1B}[7mabcd\u{1B}[0m" + Self.end)
    }

    @Test func aNewSizeOrAnInvalidatedScreenIsDrawnWhole() {
        var writer = FrameDiffWriter()
        _ = writer.update(to: Self.frame(["a", "b"]))

        #expect(writer.update(to: Self.frame(["a", "b"], columns: 30)).contains(ScreenControl.clear))
        #expect(writer.update(to: Self.frame(["a", "b", "c"], columns: 30)).contains(ScreenControl.clear))
        writer.invalidate()
        #expect(writer.update(to: Self.frame(["a", "b", "c"], columns: 30)).contains(ScreenControl.clear))
    }

    @Test(arguments: [
        ("plain", 5), ("\u{1B}[1;36m東京\u{1B}[0m", 4), ("\u{1B}[7m› x\u{1B}[0m", 3), ("", 0),
        // An OSC 8 hyperlink takes the columns of its text alone, coloured or not.
        (TextStyle(usesColor: true, usesHyperlinks: true).link("https://x.org/a", to: "https://x.org/a"), 15),
        (
            "Web  "
                + TextStyle(usesColor: true, usesHyperlinks: true).link(
                    "\u{1B}[1mAlien\u{1B}[0m", to: "https://x.org/1"), 10
        ),
    ])
    func widthIgnoresStyleSequences(line: String, width: Int) {
        #expect(FrameDiffWriter.width(of: line) == width)
    }
}
