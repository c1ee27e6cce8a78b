/// When text output is coloured, as `--color` says it.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
    /// When stdout is a terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`; or when
    /// `CLICOLOR_FORCE` is set to something other than `0` (and `NO_COLOR` is not).
    case auto
    /// Always, piped too.
    case always
    /// Never.
    case never

    /// Whether text is coloured by this choice, written to a terminal or not, in `environment`.
    public func usesColor(onTerminal: Bool, environment: [String: String]) -> Bool {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let forced = !(environment["CLICOLOR_FORCE"] ?? "").isEmpty && environment["CLICOLOR_FORCE"] != "0"
        return switch self {
        case .always: true
        case .never: false
        case .auto: !noColor && (forced || (onTerminal && environment["TERM"] != "dumb"))
        }
    }
}
