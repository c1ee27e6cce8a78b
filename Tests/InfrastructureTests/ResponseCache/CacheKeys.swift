import Checksums

@testable import ResponseCache

/// Request keys chosen by where their entries land: the subfolder is the first hex digit of the
/// key's SHA-256, so tests of one subfolder's share need keys that share it.
enum CacheKeys {
    /// `count` keys `movie/<n>` of the same length (so that equal bodies make equal entry
    /// files) whose entries all live in subfolder `shard`.
    static func inShard(_ shard: Int, count: Int) -> [String] {
        (100_000...999_999).lazy.map { "movie/\($0)" }.filter { Self.shard(of: $0) == shard }.prefix(count).map { $0 }
    }

    /// One key per subfolder, 0 to 15, all of the same length.
    static func onePerShard() -> [String] {
        (0..<CacheShard.count).map { inShard($0, count: 1)[0] }
    }

    static func shard(of key: String) -> Int {
        CacheEntryName.shardIndex(of: SHA256.hexDigest(key.utf8))
    }
}
