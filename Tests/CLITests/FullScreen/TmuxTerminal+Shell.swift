import Testing

extension TmuxTerminal {
    /// An interactive bash (prompt `shell> `) in `sandbox`'s folder with its environment (but
    /// `COLUMNS`, which the terminal's size gives), at its first prompt: where job control (Ctrl-Z,
    /// `fg`) is the shell's, as a user's is.
    static func shell(in sandbox: CLISandbox, columns: Int, rows: Int = 24) throws -> TmuxTerminal {
        let exports = sandbox.environment.filter { $0.key != "COLUMNS" }.map { "\($0.key)='\($0.value)'" }
        let terminal = try TmuxTerminal(
            columns: columns, rows: rows,
            command:
                "cd '\(sandbox.root.path)' && env PS1='shell> ' \(exports.joined(separator: " ")) bash --norc --noprofile -i"
        )
        try terminal.waitForScreen("the shell's prompt") { $0.contains { $0.hasPrefix("shell>") } }
        return terminal
    }
}
