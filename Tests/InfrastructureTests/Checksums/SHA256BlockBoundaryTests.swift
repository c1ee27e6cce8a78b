import Checksums
import Testing

/// The digest compresses whole blocks in place and pads only the tail: lengths around the block
/// and padding boundaries, a cache-sized body, and a collection without contiguous storage
/// (expected digests from Python's hashlib over bytes `i * 7 % 251`).
struct SHA256BlockBoundaryTests {
    @Test(arguments: [
        (55, "8af594de0e003fdee5c8bb088216c824349b4137070f559574f4a4bddd27b714"),
        (56, "db81bc2bfd43620591df192139062da77d4c376f1888ea3d2190bd07c8d901f9"),
        (63, "bd535b38bf0d0d1a09d370b7e34b2696cea3767801a45d5611a4aaa6954e8527"),
        (64, "292be91abe8c0909fe3d26575af5755eee74d23816dc68c3ba41765136967654"),
        (65, "ba65aedf7884642499a59ae124894611d986cf429e69f569488048af3a99e25a"),
        (119, "d367ab298e74477421127b0b448667c37c006c636f5738f081c39388756e5fad"),
        (128, "cb5311e1d7aa8e11d6af7081f3ffc3e4efa008c7483a1a791fe170bf37546ba7"),
        (11000, "1a5018c7d92c8ae9aff8e26cf1f12176280559a571f759987be1fdb467383a70"),
    ])
    func digestAroundBlockBoundaries(length: Int, expected: String) {
        let bytes = (0..<length).map { UInt8($0 * 7 % 251) }
        #expect(SHA256.hexDigest(bytes) == expected)
        #expect(SHA256.hexDigest(bytes.lazy.map { $0 }) == expected)
        #expect(SHA256.digest(bytes[...]).count == 32)
    }
}
