/// How a command prints its results, as `--format` names it (`--json` is `--format json`).
enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// Text for people: a summary line and a table that fits the terminal.
    case text
    /// One JSON document with a stable schema (see docs/REFERENCE.md, Output).
    case json
    /// Tab-separated values, one line a result, no header and no summary: for `cut`, `awk`, `fzf`.
    case tsv
}
