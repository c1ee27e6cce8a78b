import FileSupport
import MoviesDomain

/// A recent query as the recents file stores it, `{"text": …, "year": …}`: decoding is strict,
/// so a file with anything that is not a valid query is not trusted at all.
struct RecentQueryRecord: RecentRecord {
    static let listKey = "queries"
    static let formatVersion = 1

    let query: MovieQuery

    var identity: String { query.comparisonKey }

    init(_ query: MovieQuery) {
        self.query = query
    }

    private enum CodingKeys: String, CodingKey {
        case text, year
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        query = try MovieQuery(
            text: container.decode(String.self, forKey: .text), year: container.decodeIfPresent(Int.self, forKey: .year)
        )
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(query.text, forKey: .text)
        try container.encodeIfPresent(query.year, forKey: .year)
    }
}
