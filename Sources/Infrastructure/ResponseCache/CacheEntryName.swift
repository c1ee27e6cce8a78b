/// The name of a cache entry's file: the SHA-256 of its request key in lower-case hex, then
/// `.entry`. A name reveals neither the query nor a credential, and a lookup knows the one file
/// to open. The digest's first hex digit says which subfolder (`CacheShard`) holds the file.
enum CacheEntryName {
    private static let suffix = ".entry"

    /// The file name of the entry whose key has this digest.
    static func fileName(digest: String) -> String {
        digest + suffix
    }

    /// Whether `name` is an entry file's name (and not a temporary file's, a counters file's…).
    static func isEntryName(_ name: String) -> Bool {
        guard name.hasSuffix(suffix) else { return false }
        let digest = name.utf8.dropLast(suffix.utf8.count)
        return digest.count == 64 && digest.allSatisfy { hexValue(of: $0) != nil }
    }

    /// The subfolder, 0 to 15, of the entry named `name` or of the key digest `name`: the value
    /// of its first hex digit.
    static func shardIndex(of name: String) -> Int {
        name.utf8.first.flatMap(hexValue(of:)) ?? 0
    }

    private static func hexValue(of byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        default: nil
        }
    }
}
