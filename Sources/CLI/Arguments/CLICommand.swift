import CommandLineKit
import TerminalKit

/// What a command line asks for, parsed and validated: every value in it is one the commands
/// can use as it is.
enum CLICommand: Sendable, Hashable {
    /// `movies search <query words...> [options]`.
    case search(SearchArguments)
    /// `movies show <id> [options]`.
    case show(ShowArguments)
    /// `movies recent [--json] [--clear]`.
    case recent(RecentArguments)
    /// `movies cache info [--json]`.
    case cacheInfo(json: Bool)
    /// `movies cache clear`.
    case cacheClear
    /// `movies completion bash|zsh|fish`.
    case completion(Shell)
    /// `movies help --man`: the man page, in roff.
    case manPage
    /// `movies config [get|set|unset KEY]`.
    case config(ConfigArguments)
    /// `movies` alone or `movies interactive [options]`.
    case interactive(InteractiveArguments)
    /// `movies pick [<query words...>] [options]`.
    case pick(PickArguments)
    /// `movies popular`, `movies trending`, … : a list without a query.
    case list(ListArguments)
    /// `movies --help`, `movies <command> --help`, `movies help [command]`.
    case help(Subcommand)
    /// `movies --version`.
    case version
}

extension CLICommand {
    /// `--color`, for the commands that take it.
    var color: ColorChoice {
        switch self {
        case .search(let arguments): arguments.source.color
        case .show(let arguments): arguments.source.color
        case .interactive(let arguments): arguments.source.color
        case .pick(let arguments): arguments.source.color
        case .recent(let arguments): arguments.color
        case .list(let arguments): arguments.source.color
        default: .auto
        }
    }
}
