import CommandLineKit
import TerminalImages

// MARK: - movies interactive, and movies alone

extension CommandLineParser {
    /// `movies` alone, or `movies [options]`: the interactive flow. An unknown option is one of
    /// movies, a bad value one of interactive.
    func defaultCommand(_ words: ArraySlice<String>) throws(UsageError) -> CLICommand {
        guard !words.isEmpty else { return .interactive(InteractiveArguments()) }
        let scanned = try UsageError.about(.general) { () throws(ArgumentError) in try Self.scan(words, .general) }
        return try UsageError.about(.interactive) { () throws(ArgumentError) in try interactive(scanned) }
    }

    /// `movies interactive [options]`, or `movies [options]`.
    func interactive(_ scanned: ScannedArguments) throws(ArgumentError) -> CLICommand {
        try scanned.rejectPositionals()
        var interactive = InteractiveArguments(source: try Self.source(scanned))
        interactive.images = try scanned.value(.images, as: ImageProtocol.self)
        interactive.arrangement = try Self.arrangement(scanned)
        switch try scanned.flag(among: .line, .fullScreen) {
        case CommandOption.line?: interactive.display = .line
        case CommandOption.fullScreen?: interactive.display = .fullScreen
        default: interactive.display = .automatic
        }
        return .interactive(interactive)
    }
}
