import CommandLineKit
import MoviesPresentation
import TerminalKit

/// `movies recent [--json] [--clear] [--color WHEN]`: enters the movies flow at the
/// recent-queries deep link and prints that screen; with `--clear`, has that screen forget the
/// queries instead. Its lines have no header: `--no-header` is taken, as a script adding it to
/// every listing expects.
struct RecentCommand: Command {
    var format: OutputFormat = .text
    /// `false` with `--no-header`: that there is no recent query is then said on stderr, not as
    /// a line of the list (`movies recent --no-header | fzf` offers no line).
    var header = true
    /// `--clear`: forget the queries instead of listing them.
    var clear = false
    /// `--color`: when text output is coloured; `nil` lets the environment and the settings choose.
    var color: ColorChoice?

    /// The command's form: its words and the options it takes.
    static let forms = [CommandForm(words: "recent", options: [.json, .format, .noHeader, .clear, .color])]

    init(format: OutputFormat = .text, header: Bool = true, clear: Bool = false, color: ColorChoice? = nil) {
        self.format = format
        self.header = header
        self.clear = clear
        self.color = color
    }

    /// What the words after `recent` ask for: options only.
    init(_ scanned: ScannedArguments) throws(ArgumentError) {
        try scanned.rejectPositionals()
        self.init(
            format: try CommandLineParser.format(scanned), header: !scanned.flags.contains(.noHeader),
            clear: scanned.flags.contains(.clear),
            color: try scanned.value(.color, as: ColorChoice.self))
    }

    /// The recent queries need no movies: the catalog scene costs nothing and says nothing.
    @MainActor func run(in context: CommandContext) async -> ExitStatus {
        let choices = MoviesSceneChoices(arrangement: nil, region: nil, fetchesSeveralPages: false, language: nil)
        return await context.withScene(SourceArguments(source: .catalog), choices: choices) { flow, output in
            await recent(flow: flow, output: output)
        }
    }

    @MainActor private func recent(flow: MoviesSceneFlow, output: CommandOutput) async -> ExitStatus {
        let router = flow.router
        await flow.coordinator.start(at: .recentQueries)
        guard case .moviesQueryList(let queries) = router.top else { return output.unexpectedScreen(router.top) }
        if clear {
            await queries.clear()
            if let error = queries.error { return output.failure(error) }
            output.print(format == .json ? MoviesJSONView.recent([]).serialized() + "\n" : "")
            return .success
        }
        if let error = queries.error { return output.failure(error) }
        switch format {
        case .json: output.print(MoviesJSONView.recent(queries.items.map(\.query)).serialized() + "\n")
        case .tsv where queries.items.isEmpty, .text where queries.items.isEmpty && !header:
            // Nothing but rows on stdout: none, and why on stderr, as a search's TSV says it.
            output.notice(queries.emptyDataTitle)
        case .tsv: output.print(MoviesTSVView.recent(queries.items.map(\.query)))
        case .text: output.print(MoviesQueryListTextView(traits: output.traits).render(queries, numbered: false))
        }
        return .success
    }
}
