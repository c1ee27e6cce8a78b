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

    /// Asked for a picture a half, a quarter or an eighth covers, the decoder makes it at that
    /// scale from the blocks' lowest frequencies: each pixel's luma near the mean luma of the
    /// full picture's area it stands for (at an eighth, exactly the block's mean: its DC;
    /// larger scales keep sharp edges the means blur, so a few pixels differ more).
    @Test(arguments: [
        "baseline-444", "baseline-420", "progressive-420", "progressive-444", "progressive-422", "baseline-gray",
        "progressive-gray",
    ])
    func aSmallerScaleIsTheAreasMeans(_ name: String) throws {
        let reference = try ReferenceImage(name)
        let full = try JPEGDecoder.decode(reference.jpeg)
        for (side, tolerance) in [(1, 4), (2, 12), (4, 24)] {
            let (width, height) = ((45 * side + 7) / 8, (31 * side + 7) / 8)
            let scaled = try JPEGDecoder.decode(reference.jpeg, smallest: (width: width, height: height))
            #expect(scaled.width == width && scaled.height == height, "\(side): \(scaled.width)×\(scaled.height)")
            var total = 0
            var worst = 0
            let part = 8 / side
            for y in 0..<height {
                for x in 0..<width {
                    let area = (0..<part).flatMap { dy in
                        (0..<part).map { dx in (min(x * part + dx, 44), min(y * part + dy, 30)) }
                    }
                    let mean = area.reduce(0) { $0 + Self.luma(full.pixel(x: $1.0, y: $1.1)) } / area.count
                    let difference = abs(mean - Self.luma(scaled.pixel(x: x, y: y)))
                    (total, worst) = (total + difference, max(worst, difference))
                }
            }
            #expect(worst <= tolerance, "\(side)/8: largest difference from an area's mean: \(worst)")
            #expect(total / (width * height) <= 3, "\(side)/8: mean difference \(total / (width * height))")
            // One pixel more than this scale covers: the next scale up.
            let larger = try JPEGDecoder.decode(reference.jpeg, smallest: (width: width + 1, height: height))
            #expect(larger.width == (side == 4 ? 45 : (45 * side * 2 + 7) / 8))
        }
        #expect(JPEGDecoder.dimensions(of: reference.jpeg)! == (45, 31))
    }

    /// A progressive file holds the same coefficients as the baseline one cjpeg made of the same
    /// picture: at every scale, the two decode to the same pixels. (libjpeg's script refines
    /// bands 1-63 after coding 1-5 and 6-63 apart: a scale that skipped a scan would read other
    /// bits in the refinement.)
    @Test(arguments: [("progressive-420", "baseline-420"), ("progressive-444", "baseline-444")])
    func aProgressiveFileDecodesAsItsBaselineTwinAtEveryScale(progressive: String, baseline: String) throws {
        let (one, other) = (try ReferenceImage(progressive).jpeg, try ReferenceImage(baseline).jpeg)
        for smallest in [(6, 4), (12, 8), (23, 16), (45, 31)] {
            let (left, right) = (
                try JPEGDecoder.decode(one, smallest: smallest), try JPEGDecoder.decode(other, smallest: smallest)
            )
            #expect(left.width == right.width && left.pixels == right.pixels, "at \(left.width) wide")
        }
    }

    /// BT.601 luma, in levels.
    private static func luma(_ pixel: (red: UInt8, green: UInt8, blue: UInt8)) -> Int {
        (299 * Int(pixel.red) + 587 * Int(pixel.green) + 114 * Int(pixel.blue)) / 1000
    }
}
