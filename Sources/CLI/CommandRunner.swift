/// Runs a parsed command: help and version here, everything else through the composition root.
struct CommandRunner {
    let console: Console
    let environment: [String: String]
    let terminal: any TerminalProbing

    func run(_ command: CLICommand) async -> ExitStatus {
        switch command {
        case .help(let topic):
            console.out(HelpText.help(topic) + "\n")
            return .success
        case .version:
            console.out("movies \(MoviesVersion.current)\n")
            return .success
        default:
            console.err("movies: not implemented yet")
            return .failure
        }
    }
}
