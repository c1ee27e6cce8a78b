/// Why a command's words could not be split into options and positionals.
public enum ArgumentScanError: Error, Sendable, Hashable {
    /// An option the command does not take, and the closest one it does, if one is close.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value, given none.
    case missingValue(String)
    /// A flag given a value with `=`.
    case unexpectedValue(String)
}
