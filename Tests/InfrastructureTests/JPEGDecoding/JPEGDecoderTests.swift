import JPEGDecoding
import Testing

@Suite struct JPEGDecoderTests {
    /// Every kind the decoder reads, as libjpeg-turbo encodes it, decodes to djpeg's pixels
    /// within a sample or two (the inverse DCTs round differently).
    @Test(arguments: [
        "baseline-444", "baseline-422", "baseline-420", "baseline-gray", "baseline-420-restart", "optimized-420",
        "progressive-444", "progressive-422", "progressive-420", "progressive-gray", "progressive-420-restart",
        "tiny-420",
    ])
    func decodesAsLibjpegDoes(_ name: String) throws {
        let reference = try ReferenceImage(name)
        let image = try JPEGDecoder.decode(reference.jpeg)
        #expect(image.width == reference.expected.width)
        #expect(image.height == reference.expected.height)
        let difference = reference.difference(image)
        #expect(difference.max <= 2, "largest difference \(difference.max)")
        #expect(difference.mean <= 0.1, "mean difference \(difference.mean)")
    }

    /// Asked for a picture an eighth covers, the decoder makes only the blocks' means: each
    /// pixel's luma within a few levels of the mean luma of the full picture's 8 × 8 block.
    @Test(arguments: ["baseline-444", "baseline-420", "progressive-420", "baseline-gray"])
    func anEighthIsTheBlocksMeans(_ name: String) throws {
        let reference = try ReferenceImage(name)
        let full = try JPEGDecoder.decode(reference.jpeg)
        let eighth = try JPEGDecoder.decode(reference.jpeg, smallest: (width: 6, height: 4))
        #expect(eighth.width == 6 && eighth.height == 4)
        var worst = 0
        for y in 0..<4 {
            for x in 0..<6 {
                let block = (0..<8).flatMap { dy in (0..<8).map { dx in (min(x * 8 + dx, 44), min(y * 8 + dy, 30)) } }
                let mean = block.reduce(0) { $0 + Self.luma(full.pixel(x: $1.0, y: $1.1)) } / block.count
                worst = max(worst, abs(mean - Self.luma(eighth.pixel(x: x, y: y))))
            }
        }
        #expect(worst <= 4, "largest difference from a block's mean: \(worst)")
        // One size larger than an eighth covers: the whole picture.
        #expect(try JPEGDecoder.decode(reference.jpeg, smallest: (width: 7, height: 4)).width == 45)
        #expect(JPEGDecoder.dimensions(of: reference.jpeg)! == (45, 31))
    }

    /// BT.601 luma, in levels.
    private static func luma(_ pixel: (red: UInt8, green: UInt8, blue: UInt8)) -> Int {
        (299 * Int(pixel.red) + 587 * Int(pixel.green) + 114 * Int(pixel.blue)) / 1000
    }
}
