import Glibc

/// Reads a secret from stdin, never from the command line (where every process of the machine
/// may read it, and the shell's history keeps it). On a terminal it asks on stderr and does not
/// echo what is typed, also after Ctrl-Z and `fg` (`HiddenEchoOnContinue`); from a pipe or a
/// file it reads the first line.
public enum SecretInput {
    /// The first line of stdin without its line break; `nil` when stdin is empty. On a terminal
    /// (`stdinIsTerminal`), `prompt` is written on stderr through `console` first.
    public static func read(prompt: String, console: Console, stdinIsTerminal: Bool) -> String? {
        guard stdinIsTerminal else { return readLine(strippingNewline: true) }
        var saved = termios()
        let canHide = tcgetattr(STDIN_FILENO, &saved) == 0
        var hidden = saved
        hidden.c_lflag &= ~tcflag_t(ECHO)
        if canHide { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden) }
        console.prompt(prompt)
        if canHide {
            HiddenEchoOnContinue.arm(mode: hidden, input: STDIN_FILENO, prompt: prompt, output: STDERR_FILENO)
        }
        let line = readLine(strippingNewline: true)
        if canHide {
            HiddenEchoOnContinue.disarm()
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        }
        console.err("")
        return line
    }
}
