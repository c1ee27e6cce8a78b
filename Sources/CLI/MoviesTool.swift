import CommandLineKit
import Glibc
import TerminalKit

/// The entry point: reads the arguments and the environment, runs the command they name (help,
/// the man page and the version only print), and exits with its status.
@main
enum MoviesTool {
    static func main() async {
        let console = Console()
        let status: ExitStatus
        do throws(UsageError) {
            let parsed = try CommandLineParser().parse(bytes: RawArguments.bytes())
            if case .run(let command) = parsed {
                let context = CommandContext(
                    console: console, environment: ProcessEnvironment.current(), terminal: GlibcTerminal(),
                    color: command.color)
                status = await command.run(in: context)
            } else {
                console.out(parsed.text ?? "")
                status = .success
            }
        } catch {
            console.err("movies: \(error.message)")
            console.err(HelpText.pointer(error.topic))
            status = .usage
        }
        // Results that could not be written are a failure, whatever the command found; a run
        // that failed already (a usage error stays 2) keeps its status.
        if let failure = console.stdoutFailure {
            console.err("movies: \(failure)")
            exit(status == .success ? ExitStatus.failure.rawValue : status.rawValue)
        }
        exit(status.rawValue)
    }
}
