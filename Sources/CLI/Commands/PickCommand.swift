import CommandLineKit
import Glibc
import JSONText
import MoviesDomain
import MoviesPresentation
import TerminalKit

/// `movies pick`: the full screen as a picker, the fzf way. It draws on `/dev/tty` (stdin and
/// stdout are pointed there while it runs), so that stdout, piped or captured by `$(…)`,
/// receives only the chosen movie's ID, or its JSON record (with `--multi`, the IDs one a line,
/// or an array of the records).
struct PickCommand: Command {
    /// What the search field starts with; `nil`: empty, the recent queries under it.
    var query: String?
    var source = SourceArguments()
    /// `--color`, among the options of where the movies come from.
    var color: ColorChoice? { source.color }
    /// `--json`: the chosen movie's record instead of its ID.
    var json = false
    /// `--multi`: Tab marks results, and Enter prints each marked one's ID, a line each, or with
    /// `--json` an array of their records.
    var multi = false
    /// `--sort` and the filters the results start with.
    var arrangement = MovieArrangement()

    /// The command's form: its words and the options it takes.
    static let forms = [
        CommandForm(
            words: "pick [<query words...>]",
            options: Subcommand.sourceOptions + Subcommand.arrangementOptions + [.multi, .json, .verbose])
    ]

    init(
        query: String?, source: SourceArguments = SourceArguments(), json: Bool = false, multi: Bool = false,
        arrangement: MovieArrangement = MovieArrangement()
    ) {
        self.query = query
        self.source = source
        self.json = json
        self.multi = multi
        self.arrangement = arrangement
    }

    /// What the words after `pick` ask for: the query the field starts with, and the options.
    init(_ scanned: ScannedArguments) throws(ArgumentError) {
        let query = scanned.positionals.isEmpty ? nil : try CommandLineParser.query(scanned.positionals, year: nil).text
        self.init(
            query: query, source: try CommandLineParser.source(scanned), json: scanned.flags.contains(.json),
            multi: scanned.flags.contains(.multi), arrangement: try CommandLineParser.arrangement(scanned))
    }

    /// The full screen on the terminal, the chosen movie's id on stdout.
    @MainActor func run(in context: CommandContext) async -> ExitStatus {
        let pause = context.usesNetwork(source) ? FullScreenSession.networkSearchPause : .zero
        // Colour and hyperlinks follow the terminal it draws on, not the stdout a script reads.
        let colour = context.color.usesColor(onTerminal: true, environment: context.environment)
        let style = TextStyle(usesColor: colour, usesHyperlinks: colour)
        // The picker is the full screen: its start screen offers lists.
        let choices = MoviesSceneChoices(
            arrangement: arrangement, region: nil, fetchesSeveralPages: false, language: nil)
        return await context.withScene(source, choices: choices, about: .pick) { flow, _ in
            await pick(flow: flow, console: context.console, style: style, searchPause: pause)
        }
    }

    @MainActor private func pick(flow: MoviesSceneFlow, console: Console, style: TextStyle, searchPause: Duration) async
        -> ExitStatus
    {
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else {
            console.err("movies: pick needs a terminal, and /dev/tty cannot be opened")
            return .failure
        }
        let (savedInput, savedOutput) = (dup(0), dup(1))
        _ = dup2(terminal, 0)
        _ = dup2(terminal, 1)
        close(terminal)
        let session = FullScreenSession(
            flow: flow, console: console, style: style, searchPause: searchPause, display: .nothing)
        session.picking = true
        session.state.picksSeveral = multi
        session.firstQuery = query
        let status = await session.run()
        _ = dup2(savedInput, 0)
        _ = dup2(savedOutput, 1)
        close(savedInput)
        close(savedOutput)
        guard status == .success else { return status }
        // Nothing chosen (q, Esc): status 1 and nothing on stdout, as fzf does.
        guard !session.chosen.isEmpty else { return .failure }
        // IDs one a line, as `fzf -m` prints one pick a line; records as one JSON document: the
        // chosen one's, or with --multi an array of them, however many were marked.
        let records = session.chosen.map { JSONValue.object(MoviesJSONView.movieMembers($0, genreID: flow.genreID)) }
        switch (json, multi) {
        case (false, _): console.out(session.chosen.map { $0.id.description + "\n" }.joined())
        case (true, false): console.out(records[0].serializedOnOneLine() + "\n")
        case (true, true): console.out(JSONValue.array(records).serialized() + "\n")
        }
        return .success
    }
}
