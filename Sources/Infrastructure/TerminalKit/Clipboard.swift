/// The terminal's clipboard, through OSC 52: the terminal (and tmux with `set-clipboard on`)
/// copies what the sequence carries, also over SSH.
public enum Clipboard {
    /// The sequence that copies `text`.
    public static func copySequence(_ text: String) -> String {
        "\u{1B}]52;c;" + Base64.encoded(Array(text.utf8)) + "\u{07}"
    }
}
