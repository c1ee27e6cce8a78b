/// CRC-32, the checksum of zip, gzip and PNG (IEEE polynomial, reflected), written here because
/// Foundation on Linux has none. The response cache checks each entry's body with it: it catches
/// accidental damage (a flipped byte, a file cut short or patched by hand), which is all a cache
/// of public responses needs, for a tenth of what SHA-256 costs on every warm lookup.
public enum CRC32 {
    /// The checksum of `bytes`. Inlinable, so that a caller's loop is compiled for its own
    /// collection: through a generic call across modules, each byte would cost a witness call.
    @inlinable
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8)
        }
        return ~crc
    }

    /// What each byte value contributes, computed once: the polynomial division of one byte.
    @usableFromInline static let table: [UInt32] = (0..<256).map { value in
        var remainder = UInt32(value)
        for _ in 0..<8 {
            remainder = remainder & 1 == 1 ? (remainder >> 1) ^ 0xEDB8_8320 : remainder >> 1
        }
        return remainder
    }
}
