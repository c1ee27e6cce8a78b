import JPEGDecoding

/// An image drawn with text: each cell an upper half block (`▀`) whose foreground is the upper
/// pixel and background the lower one, so a cell shows two pixels. Works in any terminal with
/// colour, tmux and SSH included.
public enum HalfBlockImage {
    /// `image` in `fit`'s cells, a line of escape sequences and blocks per row (each ends by
    /// resetting the colours). `trueColor` picks 24-bit colour over the 256-colour palette.
    public static func lines(_ image: RGBImage, fit: CellFit, trueColor: Bool) -> [String] {
        guard fit.columns > 0, fit.rows > 0 else { return [] }
        let scaled = ImageScaler.scaled(image, width: fit.columns, height: fit.rows * 2)
        return (0..<fit.rows).map { row in
            var line = ""
            var last: (String, String)?
            for column in 0..<fit.columns {
                let top = scaled.pixel(x: column, y: row * 2)
                let bottom = scaled.pixel(x: column, y: row * 2 + 1)
                let colors = (
                    TerminalColors.sgr(
                        red: top.red, green: top.green, blue: top.blue, background: false, trueColor: trueColor),
                    TerminalColors.sgr(
                        red: bottom.red, green: bottom.green, blue: bottom.blue, background: true, trueColor: trueColor)
                )
                // A cell the colour of the one before needs no new colours.
                if last.map({ $0 != colors }) ?? true { line += "\u{1B}[\(colors.0);\(colors.1)m" }
                last = colors
                line += "▀"
            }
            return line + "\u{1B}[0m"
        }
    }
}
