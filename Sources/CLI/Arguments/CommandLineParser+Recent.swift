import CommandLineKit
import TerminalKit

// MARK: - movies recent

extension CommandLineParser {
    /// `movies recent [--json] [--clear] [--color WHEN]`.
    func recent(_ scanned: ScannedArguments) throws(ArgumentError) -> RecentArguments {
        try scanned.rejectPositionals()
        return RecentArguments(
            format: try Self.format(scanned), clear: scanned.flags.contains(.clear),
            color: try scanned.value(.color, as: ColorChoice.self) ?? .auto)
    }
}
