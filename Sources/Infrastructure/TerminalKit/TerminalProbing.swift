/// Asks the operating system about the standard streams; a seam so that layout rules can be
/// tested without a terminal.
public protocol TerminalProbing: Sendable {
    /// Whether `stream` is a terminal.
    func isTerminal(_ stream: StandardStream) -> Bool
    /// The terminal's width in columns, `nil` when unknown.
    func columns(_ stream: StandardStream) -> Int?
    /// The terminal's height in rows, `nil` when unknown.
    func rows(_ stream: StandardStream) -> Int?
}

extension TerminalProbing {
    /// No height known, for a probe that tells only widths.
    public func rows(_ stream: StandardStream) -> Int? { nil }
}
