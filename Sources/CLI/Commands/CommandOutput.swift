import MoviesPresentation
import TerminalKit

/// What a command prints through: stdout for results, stderr for failures, the spinner for
/// network waits, and the terminal's traits for layout.
@MainActor
struct CommandOutput {
    let console: Console
    let traits: TerminalTraits
    let spinner: Spinner
    /// `--verbose`: a failure's detail (TMDB's message, libcurl's wording) follows it.
    var verbose = false

    func print(_ text: String) {
        console.out(text)
    }

    /// Prints a one-line notice on stderr, where it never mixes with the results.
    func notice(_ text: String) {
        console.err("movies: " + TerminalSanitizer.sanitized(text))
    }

    /// Prints `error` as one sentence on stderr, and with `--verbose` what the server or the
    /// system said on a second line; a failure at run time.
    func failure(_ error: ErrorViewModel) -> ExitStatus {
        console.err("movies: " + TerminalSanitizer.sanitized(error.messageWithOfflineHint))
        if verbose, let detail = error.detail { console.err("movies: details: " + TerminalSanitizer.sanitized(detail)) }
        return .failure
    }

    /// Prints a one-line failure of the tool itself on stderr.
    func failure(_ message: String) -> ExitStatus {
        console.err("movies: " + TerminalSanitizer.sanitized(message))
        return .failure
    }

    /// The flow showed a screen the command did not lead to: a bug, reported rather than hidden.
    func unexpectedScreen(_ screen: Screen?) -> ExitStatus {
        failure("internal error: the flow ended on an unexpected screen (\(screen.map { "\($0)" } ?? "none"))")
    }
}
