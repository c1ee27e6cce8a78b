import Glibc
import JSONText
import MoviesPresentation
import TerminalKit

/// `movies pick`: the full screen as a picker, the fzf way. It draws on `/dev/tty` (stdin and
/// stdout are pointed there while it runs), so that stdout, piped or captured by `$(…)`,
/// receives only the chosen movie's ID, or its JSON record.
@MainActor
struct PickCommand {
    let arguments: PickArguments
    let flow: MoviesSceneFlow
    let console: Console
    let style: TextStyle
    let searchPause: Duration

    func run() async -> ExitStatus {
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
        session.firstQuery = arguments.query
        let status = await session.run()
        _ = dup2(savedInput, 0)
        _ = dup2(savedOutput, 1)
        close(savedInput)
        close(savedOutput)
        guard status == .success else { return status }
        // Nothing chosen (q, Esc): status 1 and nothing on stdout, as fzf does.
        guard let chosen = session.chosen else { return .failure }
        let text =
            arguments.json
            ? JSONValue.object(MoviesJSONView.movieMembers(chosen, genreID: flow.genreID)).serialized()
            : chosen.id.description
        console.out(text + "\n")
        return .success
    }
}
