import Glibc

/// The entry point: reads the arguments and the environment, runs the command they name, and
/// exits with its status.
@main
enum MoviesCommand {
    static func main() async {
        let console = Console()
        let environment = ProcessEnvironment.current()
        let status: ExitStatus
        do throws(UsageError) {
            let command = try CommandLineParser().parse(try RawArguments.decoded())
            let runner = CommandRunner(console: console, environment: environment, terminal: GlibcTerminal())
            switch command {
            case .help, .version, .manPage, .completion:
                // Printed at once on the main actor: entering a task executor preference
                // suspends, which would start Dispatch's main-queue thread for nothing.
                status = await runner.run(command)
            default:
                status = await withTaskExecutorPreference(MainQueueTaskExecutor()) { await runner.run(command) }
            }
        } catch {
            console.err("movies: \(error.message)")
            console.err(HelpText.pointer(error.topic))
            status = .usage
        }
        exit(status.rawValue)
    }
}
