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
}
