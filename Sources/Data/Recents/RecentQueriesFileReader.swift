/// Reads the recent queries file straight from its bytes (`JSONByteReader`) when it is what
/// `movies` writes; anything else makes it answer `nil`, and `RecentQueriesFile` decodes with
/// `JSONDecoder` instead, which decides (`RecentQueriesFileReaderTests` compares the two). Every
/// search reads this file: through `JSONDecoder` it cost the runtime's first-use work for its
/// types, about 0.4M instructions of a 6.5M-instruction warm search (Benchmarks/README.md).
enum RecentQueriesFileReader {
    /// The file in `bytes`, or `nil` when this reader is not sure to read it as `JSONDecoder` does.
    static func read(_ bytes: [UInt8]) -> RecentQueriesFile? {
        JSONByteReader.read(bytes) { file(&$0) }
    }

    // MARK: - Private

    private static func file(_ reader: inout JSONByteReader) -> RecentQueriesFile? {
        var version: Int?
        var entries: [RecentQueriesFile.Entry]?
        let complete = reader.object { reader, key in
            switch true {
            case JSONByteReader.matches(key, "version"): return JSONByteReader.once(&version, reader.integer())
            case JSONByteReader.matches(key, "queries"): return JSONByteReader.once(&entries, self.entries(&reader))
            default: return reader.skipValue()
            }
        }
        guard complete, let version, let entries else { return nil }
        return RecentQueriesFile(version: version, queries: entries)
    }

    private static func entries(_ reader: inout JSONByteReader) -> [RecentQueriesFile.Entry]? {
        var entries: [RecentQueriesFile.Entry] = []
        let complete = reader.array { reader in
            guard let entry = entry(&reader) else { return false }
            entries.append(entry)
            return true
        }
        return complete ? entries : nil
    }

    private static func entry(_ reader: inout JSONByteReader) -> RecentQueriesFile.Entry? {
        var text: String?
        var year: Int??
        let complete = reader.object { reader, key in
            switch true {
            case JSONByteReader.matches(key, "text"): return JSONByteReader.once(&text, reader.string())
            case JSONByteReader.matches(key, "year"):
                return JSONByteReader.once(&year, reader.nullable { $0.integer() })
            default: return reader.skipValue()
            }
        }
        guard complete, let text else { return nil }
        return RecentQueriesFile.Entry(text: text, year: year ?? nil)
    }
}
