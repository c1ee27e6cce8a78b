/// One picture of the full screen: exactly one line per row, none wider than the screen (colour
/// sequences aside), and where the cursor shows, if anywhere. `FullScreenView` makes it from the
/// view models' state and the screen's size; `FrameDiffWriter` puts it on the terminal.
struct ScreenFrame: Sendable, Hashable {
    /// A position on the screen, counted from 0.
    struct Position: Sendable, Hashable {
        var row: Int
        var column: Int
    }

    /// The rows, top first, styled by `TextStyle`.
    var lines: [String]
    /// The screen's width: a line narrower than this is followed by an erase.
    var columns: Int
    /// Where the cursor blinks (in the search field while it has the focus); `nil` hides it.
    var cursor: Position?
}
