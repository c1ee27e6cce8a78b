/// Where a line-based flow reads its commands from, one line at a time.
public protocol LineReading: Sendable {
    /// The next line without its newline, or `nil` at the end of the input.
    func nextLine() async -> String?
    /// Why the input ended, when a read failed (`Is a directory`); `nil` at its true end.
    var failure: String? { get }
}
