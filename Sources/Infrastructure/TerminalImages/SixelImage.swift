import JPEGDecoding

/// DEC sixel graphics: an image at its own pixel size (a sixel pixel is a screen pixel), its
/// colours those of the 256-colour palette, six pixel rows a band, each colour's run-length
/// coded. <https://vt100.net/docs/vt3xx-gp/chapter14.html>
public enum SixelImage {
    /// The sixel sequence of `image`, or `nil` when it would be longer than `maxBytes` (a
    /// picture of many colours and fine detail: the caller makes it smaller).
    public static func sequence(_ image: RGBImage, maxBytes: Int) -> String? {
        let (width, height) = (image.width, image.height)
        guard width > 0, height > 0 else { return "" }
        var indices = [UInt8](repeating: 0, count: width * height)
        var used = [Bool](repeating: false, count: 256)
        for pixel in 0..<(width * height) {
            let index = TerminalColors.paletteIndex(
                red: image.pixels[pixel * 3], green: image.pixels[pixel * 3 + 1], blue: image.pixels[pixel * 3 + 2])
            indices[pixel] = UInt8(truncatingIfNeeded: index)
            used[index & 255] = true
        }
        var output = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for index in 0..<256 where used[index] {
            let color = TerminalColors.paletteColor(index)
            output += "#\(index);2;\(color.red * 100 / 255);\(color.green * 100 / 255);\(color.blue * 100 / 255)".utf8
        }
        var inBand = [Bool](repeating: false, count: 256)
        for band in stride(from: 0, to: height, by: 6) {
            let rows = band..<min(band + 6, height)
            inBand.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
            for row in rows {
                for x in 0..<width { inBand[Int(indices[row * width + x])] = true }
            }
            let colors = (0..<256).filter { inBand[$0] }
            for (position, color) in colors.enumerated() {
                output += "#\(color)".utf8
                var run = (character: UInt8(0), count: 0)
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for row in rows where Int(indices[row * width + x]) == color { bits |= 1 << UInt8(row - band) }
                    let character = 63 + bits
                    if character == run.character {
                        run.count += 1
                    } else {
                        append(run, to: &output)
                        run = (character, 1)
                    }
                }
                append(run, to: &output)
                output.append(position == colors.count - 1 ? UInt8(ascii: "-") : UInt8(ascii: "$"))
                guard output.count <= maxBytes else { return nil }
            }
        }
        output += "\u{1B}\\".utf8
        return output.count <= maxBytes ? String(decoding: output, as: UTF8.self) : nil
    }

    private static func append(_ run: (character: UInt8, count: Int), to output: inout [UInt8]) {
        guard run.count > 0 else { return }
        if run.count > 3 {
            output += "!\(run.count)".utf8
            output.append(run.character)
        } else {
            output += repeatElement(run.character, count: run.count)
        }
    }
}
