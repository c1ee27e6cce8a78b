import Testing

@testable import TerminalKit

/// Pictures over a frame (`ScreenFrame.Overlay`): drawn after the text, drawn again where text
/// erased them or after a whole redraw, removed by their clear sequence when they go.
struct FrameOverlayTests {
    private static let begin = ScreenControl.beginFrame
    private static let end = ScreenControl.endFrame
    private static let erase = ScreenControl.eraseToEndOfLine

    private static func picture(erasedByText: Bool, clear: String = "<clear>") -> ScreenFrame.Overlay {
        ScreenFrame.Overlay(
            position: .init(row: 1, column: 0), rows: 2, sequence: "<picture>", clear: clear, erasedByText: erasedByText
        )
    }

    private static func frame(_ lines: [String], _ overlay: ScreenFrame.Overlay?) -> ScreenFrame {
        ScreenFrame(lines: lines, columns: 20, overlay: overlay)
    }

    @Test func aPictureIsDrawnAfterTheTextAtItsCell() {
        var writer = FrameDiffWriter()
        _ = writer.update(to: Self.frame(["a", "b", "c", "d"], nil))

        let bytes = writer.update(to: Self.frame(["a", "b", "c", "d"], Self.picture(erasedByText: false)))

        #expect(bytes == Self.begin + "\u{1B}[2;1H<picture>" + Self.end)
    }

    @Test func textInItsRowsDrawsAnErasablePictureAgainButNotAKittyOne() {
        for erasedByText in [true, false] {
            var writer = FrameDiffWriter()
            let picture = Self.picture(erasedByText: erasedByText)
            _ = writer.update(to: Self.frame(["a", "b", "c", "d"], picture))

            let inItsRows = writer.update(to: Self.frame(["a", "b2", "c", "d"], picture))
            let below = writer.update(to: Self.frame(["a", "b2", "c", "d2"], picture))

            #expect(inItsRows.contains("<picture>") == erasedByText)
            #expect(!below.contains("<picture>"), "row 3 is not the picture's")
        }
    }

    @Test func aPictureThatGoesIsClearedFirstAndAWholeRedrawDrawsItAgain() {
        var writer = FrameDiffWriter()
        let picture = Self.picture(erasedByText: false)
        _ = writer.update(to: Self.frame(["a", "b", "c"], picture))

        writer.invalidate()
        let redrawn = writer.update(to: Self.frame(["a", "b", "c"], picture))
        let cleared = redrawn.ranges(of: ScreenControl.clear).first
        let drawn = redrawn.ranges(of: "<picture>").first
        #expect(cleared != nil && drawn != nil && cleared!.lowerBound < drawn!.lowerBound, "\(redrawn)")

        let gone = writer.update(to: Self.frame(["a", "x", "c"], nil))
        #expect(gone.hasPrefix(Self.begin + "<clear>"))
        #expect(!gone.contains("<picture>"))
        #expect(writer.removeOverlay() == "", "nothing left to remove")
    }

    @Test func leavingRemovesThePictureOnScreen() {
        var writer = FrameDiffWriter()
        _ = writer.update(to: Self.frame(["a", "b", "c"], Self.picture(erasedByText: false)))
        #expect(writer.removeOverlay() == "<clear>")
        #expect(writer.removeOverlay() == "")
    }
}
