import FoundationEssentials
import MoviesDomain

/// The recent queries file's JSON: `{"version": 1, "queries": [{"text": …, "year": …}]}`,
/// newest first. Decoding is strict: a file with anything that is not a valid query is not
/// trusted at all (it is kept aside by the store, never silently trimmed).
struct RecentQueriesFile: Codable {
    struct Entry: Codable {
        let text: String
        let year: Int?
    }

    static let currentVersion = 1

    let version: Int
    let queries: [Entry]

    init(version: Int, queries: [Entry]) {
        self.version = version
        self.queries = queries
    }

    init(queries: [MovieQuery]) {
        version = Self.currentVersion
        self.queries = queries.map { Entry(text: $0.text, year: $0.year) }
    }

    // MARK: - Bytes

    /// What a file's bytes hold.
    enum Contents: Equatable {
        /// The queries of a valid file of this version.
        case queries([MovieQuery])
        /// A file a newer `movies` wrote (its `version` is above ours): not to be read or replaced.
        case newerVersion(Int)
        /// Anything else.
        case invalid
    }

    /// What `bytes` hold. A newer version is recognised by its `version` alone, whatever else
    /// it holds.
    static func contents(of bytes: [UInt8]) -> Contents {
        struct Version: Decodable { let version: Int }
        if let version = try? JSONDecoder().decode(Version.self, from: Data(bytes)).version, version > currentVersion {
            return .newerVersion(version)
        }
        return queries(in: bytes).map(Contents.queries) ?? .invalid
    }

    /// The queries in `bytes`, or nil when they are not a valid file of this version.
    static func queries(in bytes: [UInt8]) -> [MovieQuery]? {
        guard
            let file = try? JSONDecoder().decode(Self.self, from: Data(bytes)),
            file.version == currentVersion
        else { return nil }
        var queries: [MovieQuery] = []
        for entry in file.queries {
            guard let query = try? MovieQuery(text: entry.text, year: entry.year) else { return nil }
            queries.append(query)
        }
        return queries
    }

    static func bytes(of queries: [MovieQuery]) throws(MoviesError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(Self(queries: queries))) + [UInt8(ascii: "\n")]
        } catch {
            throw .storage(message: "cannot encode the recent queries: \(error)")
        }
    }
}
