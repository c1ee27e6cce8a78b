import JPEGDecoding
import TestScheduling
import Testing

/// Bytes from the network are hostile: whatever they are, the decoder answers an image of the
/// size the header says or a `JPEGError`, and allocates nothing for a size past its limits.
/// Thousands of decodes: off the pool, so that the run's quick tests never queue behind them.
@Suite(.offThePool) struct JPEGHostileInputTests {
    @Test func refusesWhatIsNoJPEG() {
        #expect(throws: JPEGError.notJPEG) { try JPEGDecoder.decode(Array("GIF89a....".utf8)) }
        #expect(throws: JPEGError.notJPEG) { try JPEGDecoder.decode([]) }
    }

    @Test func refusesAnImagePastTheLimits() throws {
        let jpeg = try ReferenceImage("baseline-420").jpeg
        #expect(throws: JPEGError.tooLarge(width: 45, height: 31)) {
            try JPEGDecoder.decode(jpeg, limits: JPEGDecoder.Limits(maxSide: 40, maxPixels: 10_000))
        }
        #expect(throws: JPEGError.tooLarge(width: 45, height: 31)) {
            try JPEGDecoder.decode(jpeg, limits: JPEGDecoder.Limits(maxSide: 100, maxPixels: 45 * 31 - 1))
        }
        // A header claiming 65,535 × 65,535 is refused before any coefficient is allocated.
        var huge = jpeg
        let frame = try #require(Self.frameHeader(in: huge))
        huge.replaceSubrange((frame + 5)..<(frame + 9), with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: JPEGError.tooLarge(width: 65535, height: 65535)) { try JPEGDecoder.decode(huge) }
    }

    @Test func saysWhichKindsItDoesNotRead() throws {
        var arithmetic = try ReferenceImage("baseline-420").jpeg
        let frame = try #require(Self.frameHeader(in: arithmetic))
        arithmetic[frame + 1] = 0xC9
        #expect(throws: JPEGError.unsupported("arithmetic coding")) { try JPEGDecoder.decode(arithmetic) }
        var twelveBit = try ReferenceImage("baseline-420").jpeg
        twelveBit[frame + 4] = 12
        #expect(throws: JPEGError.unsupported("12-bit samples")) { try JPEGDecoder.decode(twelveBit) }
    }

    /// A valid picture followed by 10,000 empty scans (194 KB, each scan a pass over 124,928
    /// blocks) is refused at scan 201, not decoded for hours; a flat picture of the same size
    /// with the scans an encoder writes decodes.
    @Test func aFloodOfScansIsRefusedAtTheCap() throws {
        let flood = SyntheticJPEG.flat(width: 4096, height: 1952, components: 1, progressive: true, extraScans: 10_000)
        #expect(throws: JPEGError.unsupported("more than \(JPEGDecoder.maxScans) scans")) {
            try JPEGDecoder.decode(flood, limits: JPEGDecoder.Limits(maxSide: 4096, maxPixels: 8_000_000))
        }
        let capped = SyntheticJPEG.flat(
            width: 256, height: 128, components: 3, progressive: true, extraScans: JPEGDecoder.maxScans - 4)
        let image = try JPEGDecoder.decode(capped)
        #expect(image.width == 256 && image.height == 128 && image.pixel(x: 100, y: 100) == (128, 128, 128))
        #expect(throws: JPEGError.unsupported("more than \(JPEGDecoder.maxScans) scans")) {
            try JPEGDecoder.decode(
                SyntheticJPEG.flat(
                    width: 256, height: 128, components: 3, progressive: true, extraScans: JPEGDecoder.maxScans - 3))
        }
    }

    /// `validate` reads the scans a small decode skips: a progressive file whose AC scans are
    /// broken decodes at an eighth (only the means are read), and is refused by `validate`.
    @Test func validationReadsEveryScan() throws {
        let broken = SyntheticJPEG.flat(width: 64, height: 64, components: 1, progressive: true, brokenACScans: true)
        let eighth = try JPEGDecoder.decode(broken, smallest: (8, 8))
        #expect(eighth.width == 8 && eighth.height == 8)
        #expect(throws: JPEGError.corrupt("bits that are no Huffman code")) { try JPEGDecoder.validate(broken) }
        #expect(throws: JPEGError.corrupt("bits that are no Huffman code")) { try JPEGDecoder.decode(broken) }
        try JPEGDecoder.validate(SyntheticJPEG.flat(width: 64, height: 64, components: 3, progressive: true))
        try JPEGDecoder.validate(try ReferenceImage("progressive-420-restart").jpeg)
    }

    /// A decode in a cancelled task stops with `.cancelled` instead of running to the end.
    @Test func aCancelledDecodeStops() async throws {
        let large = SyntheticJPEG.flat(width: 2048, height: 2048, components: 3, progressive: false)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try JPEGDecoder.decode(large)
        }
        await #expect(throws: JPEGError.cancelled) { try await task.value }
    }

    /// Every prefix of a progressive file: an image of the right size (what arrived, the rest
    /// gray) or an error.
    @Test(arguments: ["progressive-420-restart", "baseline-422"])
    func truncatedFilesNeverTrap(_ name: String) throws {
        let jpeg = try ReferenceImage(name).jpeg
        var decoded = 0
        for length in 0..<jpeg.count {
            guard let image = try? JPEGDecoder.decode(Array(jpeg[..<length])) else { continue }
            #expect(image.width == 45 && image.height == 31)
            decoded += 1
        }
        #expect(decoded > 0, "no prefix decoded: a file cut after its first scan should show")
    }

    /// Thousands of files with a few bytes changed (a fixed pseudo-random sequence).
    @Test func corruptedBytesNeverTrap() throws {
        let jpeg = try ReferenceImage("progressive-420").jpeg
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var results = (images: 0, errors: 0)
        for _ in 0..<3000 {
            var bytes = jpeg
            for _ in 0..<3 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes[Int(state >> 33) % bytes.count] = UInt8(truncatingIfNeeded: state >> 17)
            }
            do {
                let image = try JPEGDecoder.decode(bytes)
                #expect(image.pixels.count == image.width * image.height * 3)
                results.images += 1
            } catch {
                results.errors += 1
            }
        }
        #expect(results.images > 0 && results.errors > 0)
    }

    /// The offset of the SOF0 marker's 0xFF.
    private static func frameHeader(in jpeg: [UInt8]) -> Int? {
        jpeg.indices.dropLast().first { jpeg[$0] == 0xFF && (jpeg[$0 + 1] == 0xC0 || jpeg[$0 + 1] == 0xC2) }
    }
}
