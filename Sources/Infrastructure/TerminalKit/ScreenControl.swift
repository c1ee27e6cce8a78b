/// The escape sequences a full-screen view writes (xterm's, which every terminal emulator in
/// use understands; a terminal that does not know one ignores it).
enum ScreenControl {
    /// Starts the full screen: the alternate screen (the shell's screen is kept aside), no
    /// cursor, no line wrapping (a row never spills into the next), bracketed paste on, and the
    /// mouse's clicks and wheel reported (SGR).
    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"
    /// Undoes `enter` and anything a frame cut short may have left: ends a synchronized update,
    /// resets colours, mouse reports off, back on the main screen, then shows the cursor (some terminals restore
    /// the cursor's visibility with the main screen: shown last, it is shown).
    static let leave = "\u{1B}[?2026l\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?7h\u{1B}[?1049l\u{1B}[?25h"
    /// A frame's bytes between these are shown at once by terminals that support it, so a
    /// frame never shows half drawn.
    static let beginFrame = "\u{1B}[?2026h"
    static let endFrame = "\u{1B}[?2026l"
    /// Clears the screen, cursor at the top left.
    static let clear = "\u{1B}[H\u{1B}[2J"
    /// Erases from the cursor to the end of the line.
    static let eraseToEndOfLine = "\u{1B}[K"
    static let showCursor = "\u{1B}[?25h"
    static let hideCursor = "\u{1B}[?25l"

    /// Moves the cursor to `row` and `column`, counted from 0.
    static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}
