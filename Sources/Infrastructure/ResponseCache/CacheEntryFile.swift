import Checksums
import FoundationEssentials
import ResponseCacheInterface

/// The bytes of one cache entry file: a magic line, a header line, the key, then the body as
/// the server sent it. The header holds the lengths and the body's CRC-32, so a truncated, corrupt
/// or foreign file is recognised before its body is trusted:
///
///     response-cache-entry 3
///     <fetched at, ms since 1970> <key bytes> <body bytes> <body CRC-32, decimal>
///     <key>
///     <body>
enum CacheEntryFile {
    private static let magic = Array("response-cache-entry 3\n".utf8)
    private static let newline = UInt8(ascii: "\n")
    /// The fetch times an entry may hold, in ms since 1970: up to the last day of year 9999. The
    /// header is outside the checksum; a date beyond these is damage, and its entry a miss.
    private static let fetchTimes: ClosedRange<Int64> = 0...253_402_300_799_999

    // MARK: - Encoding

    static func encode(_ response: CachedJSONResponse) -> [UInt8] {
        let key = Array(response.key.utf8)
        let milliseconds = Int64(exactly: (response.fetchedAt.timeIntervalSince1970 * 1000).rounded()) ?? 0
        let header = "\(milliseconds) \(key.count) \(response.body.count) \(CRC32.checksum(response.body))\n"
        return magic + Array(header.utf8) + key + [newline] + response.body
    }

    /// The entry in `bytes`, or nil when they are not a whole, intact entry file.
    static func decode(_ bytes: [UInt8]) -> CachedJSONResponse? {
        guard bytes.starts(with: magic) else { return nil }
        let headerStart = magic.count
        guard let headerEnd = bytes[headerStart...].firstIndex(of: newline) else { return nil }
        let fields = String(decoding: bytes[headerStart..<headerEnd], as: UTF8.self).split(separator: " ")
        guard fields.count == 4, let milliseconds = Int64(fields[0]), let keyCount = Int(fields[1]),
            let bodyCount = Int(fields[2]), let checksum = UInt32(fields[3]),
            (0...bytes.count).contains(keyCount), (0...bytes.count).contains(bodyCount),
            Self.fetchTimes.contains(milliseconds)
        else { return nil }
        let keyStart = headerEnd + 1
        let bodyStart = keyStart + keyCount + 1
        guard bytes.count - bodyStart == bodyCount, bytes[bodyStart - 1] == newline else { return nil }
        let body = Array(bytes[bodyStart...])
        guard CRC32.checksum(body) == checksum else { return nil }
        guard let key = String(validating: bytes[keyStart..<(keyStart + keyCount)], as: UTF8.self) else { return nil }
        return CachedJSONResponse(
            key: key, fetchedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000), body: body)
    }
}
