/// What a command line asks for, parsed and validated: one of `movies`' commands to run (each a
/// `Command`, in its own file under `Commands/`), or help, the man page, the version to print.
enum ParsedCommandLine: Sendable {
    /// `movies search alien`, `movies show 603`, … : the command the words name, read.
    case run(any Command)
    /// `movies --help`, `movies <command> --help`, `movies help [command]`.
    case help(Subcommand)
    /// `movies help --man`: the man page, in roff.
    case manPage
    /// `movies --version`.
    case version
}

extension ParsedCommandLine {
    /// What help, the man page and the version print: no container needed; `nil` for a command.
    var text: String? {
        switch self {
        case .run: nil
        case .help(let topic): HelpText.help(topic) + "\n"
        case .version: "movies \(MoviesVersion.described)\n"
        case .manPage: ManPage.text()
        }
    }
}

extension ParsedCommandLine: Equatable {
    /// The same command with the same options, or the same text: what a test compares.
    static func == (left: ParsedCommandLine, right: ParsedCommandLine) -> Bool {
        switch (left, right) {
        case (.run(let left), .run(let right)): AnyHashable(left) == AnyHashable(right)
        case (.help(let left), .help(let right)): left == right
        case (.manPage, .manPage), (.version, .version): true
        default: false
        }
    }
}
