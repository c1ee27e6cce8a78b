import MoviesData
import TerminalKit

/// Prints the Data layer's notices on stderr, one sanitized line each, as `movies: <notice>`.
struct ConsoleNoticeReporter: NoticeReporting {
    let console: Console

    func notice(_ message: String) {
        console.err("movies: " + TerminalSanitizer.sanitized(message))
    }
}
