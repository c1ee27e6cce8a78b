import CommandLineKit
import TerminalKit

/// What a command line asks for, parsed and validated: one of `movies`' commands (each a
/// `Command`, in its own file under `Commands/`), or help, the man page, the version.
enum ParsedCommandLine: Sendable, Hashable {
    /// `movies search <query words...> [options]`.
    case search(SearchCommand)
    /// `movies show <id> [options]`.
    case show(ShowCommand)
    /// `movies recent [--json] [--clear]`.
    case recent(RecentCommand)
    /// `movies cache info [--json]`, `movies cache clear`.
    case cache(CacheCommand)
    /// `movies completion bash|zsh|fish`.
    case completion(CompletionCommand)
    /// `movies config [get|set|unset KEY]`.
    case config(ConfigCommand)
    /// `movies` alone or `movies interactive [options]`.
    case interactive(InteractiveCommand)
    /// `movies pick [<query words...>] [options]`.
    case pick(PickCommand)
    /// `movies popular`, `movies trending`, … : a list without a query.
    case list(ListCommand)
    /// `movies --help`, `movies <command> --help`, `movies help [command]`.
    case help(Subcommand)
    /// `movies help --man`: the man page, in roff.
    case manPage
    /// `movies --version`.
    case version
}

extension ParsedCommandLine {
    /// The command to run, or `nil` for what only prints a text (`text`).
    var command: (any Command)? {
        switch self {
        case .search(let command): command
        case .show(let command): command
        case .recent(let command): command
        case .cache(let command): command
        case .completion(let command): command
        case .config(let command): command
        case .interactive(let command): command
        case .pick(let command): command
        case .list(let command): command
        case .help, .manPage, .version: nil
        }
    }

    /// What help, the man page and the version print: no container needed.
    var text: String? {
        switch self {
        case .help(let topic): HelpText.help(topic) + "\n"
        case .version: "movies \(MoviesVersion.described)\n"
        case .manPage: ManPage.text()
        default: nil
        }
    }

    /// `--color`, for the commands that take it; `nil` when not given.
    var color: ColorChoice? {
        switch self {
        case .search(let command): command.source.color
        case .show(let command): command.source.color
        case .interactive(let command): command.source.color
        case .pick(let command): command.source.color
        case .recent(let command): command.color
        case .list(let command): command.source.color
        default: nil
        }
    }
}
