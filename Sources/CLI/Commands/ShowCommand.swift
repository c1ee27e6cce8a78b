import CommandLineKit
import JPEGDecoding
import MoviesDomain
import MoviesPresentation
import TerminalImages
import TerminalKit

/// `movies show <id> [options]`: enters the movies flow at a details deep link, waits for the
/// details (and the poster, when `--poster` asks for it), and prints them as text, TSV or JSON.
struct ShowCommand: Command {
    /// The default of `--poster-width`: TMDB's `w500`.
    static let defaultPosterWidth = 500
    /// The widths `--poster-width` accepts; TMDB's largest poster is 780 pixels wide, `original` aside.
    static let posterWidths = 1...4000

    /// The movie, and so the source it is shown from (`source.source` agrees with its prefix).
    var id: Movie.ID
    var source: SourceArguments
    /// `--color`, among the options of where the movies come from.
    var color: ColorChoice? { source.color }
    var format: OutputFormat = .text
    /// `--poster FILE`: where to write the poster image; `-` draws it on the terminal.
    var posterFile: String?
    var posterWidth: Int = defaultPosterWidth
    /// `--images`: how a drawn poster is drawn; `nil` asks the terminal.
    var images: ImageProtocol?
    /// `--language`: what the details are asked in; `nil`: the `language` setting's.
    var language: String?
    /// `--web` or `--trailer`: the page opened instead of the details printed.
    var opens: ShowCommand.Page?

    /// `--poster -`: the poster is drawn after the details, not saved.
    var drawsPoster: Bool { posterFile == "-" }

    /// The command's form: its words and the options it takes.
    static let forms = [
        CommandForm(
            words: "show <id>",
            options: Subcommand.sourceOptions + [
                .region, .language, .json, .format, .poster, .posterWidth, .images, .web, .trailer, .verbose,
            ])
    ]

    init(
        id: Movie.ID, source: SourceArguments, format: OutputFormat = .text, posterFile: String? = nil,
        posterWidth: Int = defaultPosterWidth, images: ImageProtocol? = nil
    ) {
        self.id = id
        self.source = source
        self.format = format
        self.posterFile = posterFile
        self.posterWidth = posterWidth
        self.images = images
    }

    /// The movie the words after `show` name: the id says where the movie is, and the poster
    /// options must agree.
    init(_ scanned: ScannedArguments) throws(ArgumentError) {
        guard let word = scanned.positionals.first else { throw ArgumentError("show needs a movie id") }
        guard scanned.positionals.count == 1 else {
            throw ArgumentError("show takes one movie id, not \(scanned.positionals.count) words")
        }
        var source = try CommandLineParser.source(scanned)
        let id = try Self.movieID(word, source: &source)
        self.init(id: id, source: source, format: try CommandLineParser.format(scanned))
        self.images = try scanned.value(.images, as: ImageProtocol.self)
        self.language = try scanned.value(.language)
        self.posterFile = try scanned.value(.poster)
        self.opens = try Self.page(scanned, format: format, poster: posterFile)
        guard !drawsPoster || format == .text else {
            throw ArgumentError("--poster - draws on the terminal, with text output only")
        }
        if let width = try scanned.number(.posterWidth) {
            guard self.posterFile != nil else {
                throw ArgumentError("--poster-width goes with --poster FILE or --poster -")
            }
            self.posterWidth = width
        }
    }

    @MainActor func run(in context: CommandContext) async -> ExitStatus {
        if id.isIMDb, source.source == .catalog {
            context.console.err("movies: " + Self.noIMDbIDs(id))
            return .failure
        }
        let missingCredentials = Self.missingCredentials(id)
        let choices = MoviesSceneChoices(
            arrangement: nil, region: context.region(source), fetchesSeveralPages: false, language: language)
        return await context.withScene(source, missingCredentials: missingCredentials, choices: choices) {
            flow, output in
            let display = drawsPoster ? context.posterDisplay(asked: images) : nil
            return await show(flow: flow, output: output, posterDisplay: display, environment: context.environment)
        }
    }

    @MainActor private func show(
        flow: MoviesSceneFlow, output: CommandOutput, posterDisplay: PosterDisplay?, environment: [String: String]
    ) async -> ExitStatus {
        let (router, coordinator) = (flow.router, flow.coordinator)
        await output.spinner.whileWaiting("Loading…") {
            await coordinator.start(at: .movieDetails(id: id))
            guard let file = posterFile, let details = router.top?.movieDetails, details.error == nil else {
                return
            }
            if drawsPoster {
                // A picture is drawn only on a terminal: never fetched for a pipe or a file.
                guard output.traits.stdoutIsTerminal else { return }
                await details.loadPoster(width: posterWidth)
            } else {
                await details.savePoster(to: file, width: posterWidth)
            }
        }
        guard case .movieDetails(let details) = router.top else { return output.unexpectedScreen(router.top) }
        if let opens, details.error == nil { return open(opens, of: details, output: output, environment: environment) }
        if let error = details.error {
            // The catalog's ids are the user's to mistype: say which source has no such id.
            if case .movies(.notFound) = error.cause, id.prefix == SourceOption.catalog.idPrefix {
                return output.failure("the offline catalog has no movie \(id)")
            }
            return output.failure(error)
        }
        if let file = posterFile, !drawsPoster {
            let status = posterStatus(of: details, savedTo: file, output: output)
            guard status == .success else { return status }
        }
        if let unread = details.unreadPartsText {
            let which = details.unreadParts.joined(separator: "; ")
            output.notice(output.verbose ? "\(unread): \(which)" : "\(unread) (--verbose says which)")
        }
        switch (format, details.details) {
        case (.json, let movie?):
            output.print(
                MoviesJSONView.details(movie, story: details.story, genreID: flow.genreID).serialized() + "\n")
        case (.tsv, let movie?):
            output.print(MoviesTSVView.line(MoviesListItemViewModel(movie: movie.movie)))
        default:
            let text = MovieDetailsTextView(traits: output.traits).render(details)
            output.print(text)
            guard drawsPoster else { return .success }
            guard output.traits.stdoutIsTerminal else {
                output.notice("the poster is not drawn: stdout is not a terminal (--poster FILE saves it)")
                return .success
            }
            return await drawPoster(
                of: details, flow: flow, output: output, display: posterDisplay,
                rows: Self.posterRows(screen: output.traits.rows, text: text))
        }
        return .success
    }

    /// The most rows a poster takes: 30, and what the screen (24 rows when it does not say) has
    /// under the details' text and a prompt; when that is under 8, the screen's height less the
    /// prompt, so that the poster at least fits on the screen, the text scrolled above it.
    nonisolated static func posterRows(screen: Int?, text: String) -> Int {
        let screen = screen ?? 24
        let underText = screen - text.count { $0 == "\n" } - 1
        return max(1, min(30, underText >= 8 ? underText : screen - 1))
    }

    /// `--poster -`: the poster under the details, in the terminal's width and at most `rows` rows.
    @MainActor private func drawPoster(
        of details: MovieDetailsViewModel, flow: MoviesSceneFlow, output: CommandOutput,
        display posterDisplay: PosterDisplay?,
        rows: Int
    ) async -> ExitStatus {
        guard details.posterPath != nil else {
            let catalog = flow.sourceOption == .catalog ? " (the offline catalog keeps no posters)" : ""
            return output.failure("\(details.title) has no poster to draw\(catalog)")
        }
        if let error = details.posterError { return output.failure(error) }
        guard let bytes = details.posterImage, let display = posterDisplay else {
            return output.failure("no poster was loaded")
        }
        guard display.images != .none else {
            output.notice("the poster is not drawn: --images none")
            return .success
        }
        let columns = min(output.traits.columns, 200)
        do throws(JPEGError) {
            let drawing = try await display.drawing(of: bytes, columns: columns, rows: rows, movesCursor: true)
            output.print(drawing.printed)
            return .success
        } catch {
            return output.failure("the poster cannot be drawn: \(error.message)")
        }
    }

    /// What saving the poster as `file` came to, as the screen says it.
    @MainActor private func posterStatus(
        of details: MovieDetailsViewModel, savedTo file: String, output: CommandOutput
    ) -> ExitStatus {
        guard details.posterPath != nil else {
            return output.failure("\(details.title) has no poster: nothing written to \(file)")
        }
        if let error = details.posterError { return output.failure(error) }
        if let failure = details.posterSaveFailure { return output.failure(failure) }
        guard let saved = details.savedPosterText else { return output.failure("no poster was loaded") }
        output.notice(saved)
        return .success
    }
}
