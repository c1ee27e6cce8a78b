import CommandLineKit
import Glibc
import TerminalKit

/// The entry point: reads the arguments and the environment, runs the command they name, and
/// exits with its status.
@main
enum MoviesCommand {
    static func main() async {
        let console = Console()
        let environment = ProcessEnvironment.current()
        let status: ExitStatus
        do throws(UsageError) {
            let command = try CommandLineParser().parse(bytes: RawArguments.bytes())
            let runner = CommandRunner(console: console, environment: environment, terminal: GlibcTerminal())
            status = await runner.run(command)
        } catch {
            console.err("movies: \(error.message)")
            console.err(HelpText.pointer(error.topic))
            status = .usage
        }
        // Results that could not be written are a failure, whatever the command found.
        if let failure = console.stdoutFailure {
            console.err("movies: \(failure)")
            exit(ExitStatus.failure.rawValue)
        }
        exit(status.rawValue)
    }
}
