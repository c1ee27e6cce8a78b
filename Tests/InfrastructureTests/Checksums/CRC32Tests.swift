import Checksums
import Testing

struct CRC32Tests {
    // The standard check value ("123456789"), the empty message, and two values zlib's
    // crc32() gives (the second longer than the table's 256 entries, every byte value once).
    @Test(
        arguments: [
            ([], 0),
            (Array("123456789".utf8), 0xCBF4_3926),
            (Array("The quick brown fox jumps over the lazy dog".utf8), 0x414F_A339),
            ((0...255).map(UInt8.init) + (0...255).map(UInt8.init), 0x1C61_3576),
        ] as [([UInt8], UInt32)])
    func checksumMatchesTheStandard(bytes: [UInt8], expected: UInt32) {
        #expect(CRC32.checksum(bytes) == expected)
        #expect(CRC32.checksum(bytes.lazy.map { $0 }) == expected)
    }

    @Test func aChangedByteChangesTheChecksum() {
        let body = Array(#"{"page":1,"results":[{"id":603,"title":"The Matrix"}]}"#.utf8)
        for index in body.indices {
            var damaged = body
            damaged[index] ^= 0x20
            #expect(CRC32.checksum(damaged) != CRC32.checksum(body), "byte \(index)")
        }
    }
}
