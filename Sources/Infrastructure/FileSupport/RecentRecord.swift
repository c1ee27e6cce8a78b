/// A record kept in a `RecentRecordsFile`: JSON through `Codable` (a decoding that throws makes
/// the whole file invalid, so decode strictly), with an identity that makes two records one.
public protocol RecentRecord: Codable, Sendable, Equatable {
    /// The document's key for the list, `"queries"` in `{"queries": […], "version": 1}`.
    static var listKey: String { get }
    /// The format version written; a file of a higher one is left alone.
    static var formatVersion: Int { get }
    /// Records with the same identity are one: the newest is kept.
    var identity: String { get }
}
