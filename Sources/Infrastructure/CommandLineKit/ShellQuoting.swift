/// Words made safe to write into a shell script: every text the completion scripts carry (a
/// summary with an apostrophe) is single-quoted, the way each shell reads it.
enum ShellQuoting {
    /// `'text'` for bash and zsh: a quote inside becomes `'\''`.
    static func posix(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// `'text'` for fish, where a backslash and a quote inside are escaped with a backslash.
    static func fish(_ text: String) -> String {
        var quoted = "'"
        for character in text {
            if character == "\\" || character == "'" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "'"
    }
}
