/// When text output is coloured, as `--color` says it.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
    /// When stdout is a terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`; or when
    /// `CLICOLOR_FORCE` is set to something other than `0` (and `NO_COLOR` is not).
    case auto
    /// Always, piped too.
    case always
    /// Never.
    case never
}
