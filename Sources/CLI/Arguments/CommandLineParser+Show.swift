import CommandLineKit
import MoviesDomain
import TerminalImages

// MARK: - movies show

extension CommandLineParser {
    /// `movies show <id> [options]`: the id says where the movie is, and the poster options must agree.
    func show(_ scanned: ScannedArguments) throws(ArgumentError) -> ShowArguments {
        guard let word = scanned.positionals.first else { throw ArgumentError("show needs a movie id") }
        guard scanned.positionals.count == 1 else {
            throw ArgumentError("show takes one movie id, not \(scanned.positionals.count) words")
        }
        guard let id = Movie.ID(parsing: word) else {
            throw ArgumentError(
                "a movie id is a number (TMDB) or c and a number (offline catalog), not \(ArgumentText.quoted(word))")
        }
        var source = try Self.source(scanned)
        let idSource = SourceOption(idPrefix: id.prefix)
        switch (source.source, idSource) {
        case (.tmdb, .catalog):
            throw ArgumentError("\(id) is an offline catalog id, which --source tmdb cannot show")
        case (.catalog, .tmdb):
            throw ArgumentError("\(id) is a TMDB id; offline catalog ids start with c, as in c\(id.number)")
        default:
            // The id says where the movie is.
            source.source = idSource
        }
        var show = ShowArguments(id: id, source: source, format: try Self.format(scanned))
        show.images = try scanned.value(.images, as: ImageProtocol.self)
        show.posterFile = try scanned.value(.poster)
        guard !show.drawsPoster || show.format == .text else {
            throw ArgumentError("--poster - draws on the terminal, with text output only")
        }
        if let width = try scanned.number(.posterWidth) {
            guard show.posterFile != nil else {
                throw ArgumentError("--poster-width goes with --poster FILE or --poster -")
            }
            show.posterWidth = width
        }
        return show
    }
}
