import TerminalKit

/// The iTerm2 inline image protocol (also WezTerm's and others'): the file as it came, Base64,
/// sized in cells. <https://iterm2.com/documentation-images.html>
public enum ITermImage {
    /// The escape sequence that shows the image `file` (JPEG bytes) over `fit`'s cells.
    public static func sequence(file: [UInt8], fit: CellFit) -> String {
        "\u{1B}]1337;File=inline=1;size=\(file.count);width=\(fit.columns);height=\(fit.rows);"
            + "preserveAspectRatio=1:" + Base64.encoded(file) + "\u{07}"
    }
}
