import FoundationEssentials

/// A `RecentRecordsFile`'s JSON: `{"<listKey>": [records], "version": n}`, newest first, keys
/// sorted, pretty-printed, with a final newline.
public enum RecentRecordsDocument<Record: RecentRecord> {
    /// What a file's bytes hold.
    public enum Contents: Equatable {
        /// The records of a valid file of `Record.formatVersion`.
        case records([Record])
        /// A file of a newer format (this version): not to be read or replaced.
        case newerVersion(Int)
        /// Anything else.
        case invalid
    }

    /// What `bytes` hold. A newer version is recognised by its `version` alone, whatever else
    /// it holds; any record that does not decode makes the file invalid.
    public static func contents(of bytes: [UInt8]) -> Contents {
        let data = Data(bytes)
        if let version = try? JSONDecoder().decode(Version.self, from: data).version, version > Record.formatVersion {
            return .newerVersion(version)
        }
        guard let file = try? JSONDecoder().decode(Body.self, from: data), file.version == Record.formatVersion else {
            return .invalid
        }
        return .records(file.records)
    }

    /// The file's bytes for `records`.
    public static func bytes(of records: [Record]) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(Body(version: Record.formatVersion, records: records))) + [0x0A]
    }

    /// A document's version alone, whatever else it holds.
    private struct Version: Decodable {
        let version: Int
    }

    /// The document itself, its list under `Record.listKey`.
    private struct Body: Codable {
        let version: Int
        let records: [Record]

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(version: Int, records: [Record]) {
            self.version = version
            self.records = records
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            version = try container.decode(Int.self, forKey: Key(stringValue: "version"))
            records = try container.decode([Record].self, forKey: Key(stringValue: Record.listKey))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(version, forKey: Key(stringValue: "version"))
            try container.encode(records, forKey: Key(stringValue: Record.listKey))
        }
    }
}
