import FoundationEssentials
import JPEGDecoding

/// A test image of `Tests/Fixtures/jpeg` (made by `Scripts/make-jpeg-fixtures`): its JPEG bytes
/// and the pixels libjpeg-turbo's djpeg decodes them to.
struct ReferenceImage {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/jpeg")

    let jpeg: [UInt8]
    let expected: RGBImage

    init(_ name: String) throws {
        jpeg = try Array(Data(contentsOf: Self.folder.appendingPathComponent(name + ".jpg")))
        expected = try Self.pnm(Array(Data(contentsOf: Self.folder.appendingPathComponent(name + ".pnm"))))
    }

    struct BadPNM: Error {}

    /// A binary PGM (P5) or PPM (P6) with 255 as its maximum, as RGB.
    static func pnm(_ bytes: [UInt8]) throws -> RGBImage {
        var fields: [String] = []
        var index = 0
        while fields.count < 4 {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
            let start = index
            while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
            fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        index += 1
        guard let width = Int(fields[1]), let height = Int(fields[2]), fields[3] == "255" else { throw BadPNM() }
        let samples = Array(bytes[index...])
        switch fields[0] {
        case "P6": return RGBImage(width: width, height: height, pixels: samples)
        case "P5": return RGBImage(width: width, height: height, pixels: samples.flatMap { [$0, $0, $0] })
        default: throw BadPNM()
        }
    }

    /// The largest and the mean difference of any sample between `image` and the reference.
    func difference(_ image: RGBImage) -> (max: Int, mean: Double) {
        let differences = zip(image.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }
        return (differences.max() ?? 0, Double(differences.reduce(0, +)) / Double(max(differences.count, 1)))
    }
}
