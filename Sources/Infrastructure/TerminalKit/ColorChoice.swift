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
        return switch self {
        case .always: true
        case .never: false
        case .auto:
            !Self.noColor(environment)
                && (Self.forced(environment) || (onTerminal && environment["TERM"] != "dumb"))
        }
    }

    /// What `environment` says itself of colour: `never` with `NO_COLOR` not empty, else `always`
    /// with `CLICOLOR_FORCE` not empty nor `0`, else `nil`. When it says, a tool's own default
    /// setting gives way to it, as only a flag on the command line does not.
    public static func environmentChoice(_ environment: [String: String]) -> ColorChoice? {
        noColor(environment) ? .never : forced(environment) ? .always : nil
    }

    private static func noColor(_ environment: [String: String]) -> Bool { !(environment["NO_COLOR"] ?? "").isEmpty }

    private static func forced(_ environment: [String: String]) -> Bool {
        !(environment["CLICOLOR_FORCE"] ?? "").isEmpty && environment["CLICOLOR_FORCE"] != "0"
    }
}
