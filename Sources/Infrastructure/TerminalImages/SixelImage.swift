import JPEGDecoding

/// DEC sixel graphics: the image scaled to `fit`'s cells (at `cellWidth × cellHeight` pixels a
/// cell), its colours those of the 256-colour palette, six pixel rows a band, each colour's
/// run-length coded. <https://vt100.net/docs/vt3xx-gp/chapter14.html>
public enum SixelImage {
    /// The sixel sequence of `image` over `fit`'s cells.
    public static func sequence(_ image: RGBImage, fit: CellFit, cellWidth: Int = 10, cellHeight: Int = 20) -> String {
        let width = max(1, fit.columns * cellWidth)
        let height = max(1, fit.rows * cellHeight)
        let scaled = ImageScaler.scaled(image, width: width, height: height)
        var indices = [Int](repeating: 0, count: width * height)
        var used = Set<Int>()
        for pixel in 0..<(width * height) {
            let index = TerminalColors.paletteIndex(
                red: scaled.pixels[pixel * 3], green: scaled.pixels[pixel * 3 + 1], blue: scaled.pixels[pixel * 3 + 2])
            indices[pixel] = index
            used.insert(index)
        }
        var output = "\u{1B}P0;1;0q\"1;1;\(width);\(height)"
        for index in used.sorted() {
            let color = TerminalColors.paletteColor(index)
            output += "#\(index);2;\(color.red * 100 / 255);\(color.green * 100 / 255);\(color.blue * 100 / 255)"
        }
        for band in stride(from: 0, to: height, by: 6) {
            let rows = band..<min(band + 6, height)
            let colors = Set(rows.flatMap { row in indices[(row * width)..<((row + 1) * width)] }).sorted()
            for (position, color) in colors.enumerated() {
                output += "#\(color)"
                var run = (character: UInt8(0), count: 0)
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for row in rows where indices[row * width + x] == color { bits |= 1 << UInt8(row - band) }
                    let character = 63 + bits
                    if character == run.character {
                        run.count += 1
                    } else {
                        output += runText(run)
                        run = (character, 1)
                    }
                }
                output += runText(run)
                output += position == colors.count - 1 ? "-" : "$"
            }
        }
        return output + "\u{1B}\\"
    }

    private static func runText(_ run: (character: UInt8, count: Int)) -> String {
        guard run.count > 0 else { return "" }
        let character = String(UnicodeScalar(run.character))
        return run.count > 3 ? "!\(run.count)\(character)" : String(repeating: character, count: run.count)
    }
}
