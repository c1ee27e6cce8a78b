/// The last step of decoding: upsampled planes to RGB, by libjpeg's YCbCr conversion (JFIF's
/// BT.601 full-range coefficients in 16-bit fixed point).
enum JPEGColor {
    private static func fixed(_ value: Double) -> Int { Int(value * 65536 + 0.5) }
    private static let half = 1 << 15
    private static let redFromCr = (0..<256).map { (fixed(1.40200) * ($0 - 128) + half) >> 16 }
    private static let blueFromCb = (0..<256).map { (fixed(1.77200) * ($0 - 128) + half) >> 16 }
    private static let greenFromCr = (0..<256).map { -fixed(0.71414) * ($0 - 128) }
    private static let greenFromCb = (0..<256).map { -fixed(0.34414) * ($0 - 128) + half }

    /// The image of `width × height` pixels the planes of `frame` make.
    static func rgbImage(frame: JPEGFrame, planes: [JPEGPlane], width: Int, height: Int) -> RGBImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        var rows = planes.map { _ in [Int](repeating: 0, count: width) }
        let factors = frame.components.map {
            (across: max(1, frame.maxHorizontal / $0.horizontal), down: max(1, frame.maxVertical / $0.vertical))
        }
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                for index in planes.indices {
                    planes[index].upsampledRow(
                        y, imageWidth: width, across: factors[index].across, down: factors[index].down,
                        into: &rows[index])
                }
                let line = y * width * 3
                if planes.count == 1 {
                    for x in 0..<width {
                        let gray = UInt8(clamping: rows[0][x])
                        pixels[line + x * 3] = gray
                        pixels[line + x * 3 + 1] = gray
                        pixels[line + x * 3 + 2] = gray
                    }
                    continue
                }
                for x in 0..<width {
                    let luma = rows[0][x]
                    let cb = min(max(rows[1][x], 0), 255)
                    let cr = min(max(rows[2][x], 0), 255)
                    pixels[line + x * 3] = UInt8(clamping: luma + redFromCr[cr])
                    pixels[line + x * 3 + 1] = UInt8(clamping: luma + ((greenFromCb[cb] + greenFromCr[cr]) >> 16))
                    pixels[line + x * 3 + 2] = UInt8(clamping: luma + blueFromCb[cb])
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }
}
