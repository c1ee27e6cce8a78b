import MoviesDomain
import TerminalImages

/// `movies show`'s arguments.
struct ShowArguments: Sendable, Hashable {
    /// The default of `--poster-width`: TMDB's `w500`.
    static let defaultPosterWidth = 500
    /// The widths `--poster-width` accepts; TMDB's largest poster is 780 pixels wide, `original` aside.
    static let posterWidths = 1...4000

    /// The movie, and so the source it is shown from (`source.source` agrees with its prefix).
    var id: Movie.ID
    var source: SourceArguments
    var format: OutputFormat = .text
    /// `--poster FILE`: where to write the poster image; `-` draws it on the terminal.
    var posterFile: String?
    var posterWidth: Int = defaultPosterWidth
    /// `--images`: how a drawn poster is drawn; `nil` asks the terminal.
    var images: ImageProtocol?

    /// `--poster -`: the poster is drawn after the details, not saved.
    var drawsPoster: Bool { posterFile == "-" }
}
