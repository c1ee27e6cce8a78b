import MoviesDomain
import TerminalImages

/// `movies [interactive]`'s arguments.
struct InteractiveArguments: Sendable, Hashable {
    /// Which view the interactive flow uses.
    enum Display: Sendable, Hashable {
        /// The full screen when stdin and stdout are both terminals, else the line flow.
        case automatic
        /// `--line`: the line flow, one command a line, also on a terminal.
        case line
        /// `--full-screen`: the full screen, also when stdout is not a terminal (stdin must be).
        case fullScreen
    }

    var source = SourceArguments()
    var display = Display.automatic
    /// `--images`: how the details screen draws posters; `nil` asks the terminal.
    var images: ImageProtocol?
    /// `--sort` and the filters the results start with.
    var arrangement = MovieArrangement()
}
