/// What text views need to know about where their output goes: its width in columns,
/// whether colour is welcome, and whether stderr is a terminal (for the spinner).
public struct TerminalTraits: Sendable, Hashable {
    /// The width used when stdout is a terminal of unknown width and `COLUMNS` says nothing.
    public static let defaultColumns = 80
    /// The width of output that goes to a pipe or a file and `COLUMNS` says nothing: no limit,
    /// so that nothing a script reads is cut.
    public static let unlimitedColumns = Int.max
    /// Narrower than this, no table can show a title; views lay out for this many columns.
    public static let minimumColumns = 20

    /// The width views lay out for, never below `minimumColumns`.
    public var columns: Int
    /// Whether `TextStyle` writes colour.
    public var usesColor: Bool
    /// Whether stderr is a terminal: a spinner shows only then.
    public var stderrIsTerminal: Bool
    /// Whether stdin is a terminal: a flow that prompts may echo piped input after its prompts.
    public var stdinIsTerminal: Bool
    /// Whether stdout is a terminal: pictures are drawn only there, never into a pipe or a file.
    public var stdoutIsTerminal: Bool
    /// The terminal's height in rows when stdout is one (`LINES`, else `TIOCGWINSZ`), for what
    /// must fit on one screen (a poster); `nil` when unknown.
    public var rows: Int?

    /// Traits as given; `columns` is raised to `minimumColumns`.
    public init(
        columns: Int = defaultColumns, usesColor: Bool = false, stderrIsTerminal: Bool = false,
        stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false, rows: Int? = nil
    ) {
        self.columns = max(columns, Self.minimumColumns)
        self.usesColor = usesColor
        self.stderrIsTerminal = stderrIsTerminal
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.rows = rows
    }

    /// Whether links are written as OSC 8 hyperlinks: colour welcome and stdout a terminal, so
    /// never into a pipe or a file (even with `--color always`) and never with `NO_COLOR`.
    public var usesHyperlinks: Bool { usesColor && stdoutIsTerminal }

    /// The traits of this process's standard streams and environment: `COLUMNS` when it is a
    /// positive number, else the terminal's width (TIOCGWINSZ) when stdout is one (80 when it
    /// cannot be read), else no limit; the height likewise from `LINES` or the terminal, when
    /// stdout is one; colour as `color` says (`ColorChoice`).
    public static func current(
        environment: [String: String], terminal: any TerminalProbing, color: ColorChoice = .auto
    ) -> TerminalTraits {
        let stdoutIsTerminal = terminal.isTerminal(.standardOutput)
        let columns =
            positive(environment["COLUMNS"])
            ?? (stdoutIsTerminal ? terminal.columns(.standardOutput) ?? defaultColumns : unlimitedColumns)
        return TerminalTraits(
            columns: columns,
            usesColor: color.usesColor(onTerminal: stdoutIsTerminal, environment: environment),
            stderrIsTerminal: terminal.isTerminal(.standardError),
            stdinIsTerminal: terminal.isTerminal(.standardInput), stdoutIsTerminal: stdoutIsTerminal,
            rows: stdoutIsTerminal ? positive(environment["LINES"]) ?? terminal.rows(.standardOutput) : nil)
    }

    /// A positive number written in `text`, else `nil`.
    private static func positive(_ text: String?) -> Int? {
        text.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
}
