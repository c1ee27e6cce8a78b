/// A JSON document built in code, with object keys in the order they were given so that the
/// output's schema reads the same every time. Written by hand because `JSONSerialization`
/// orders keys only alphabetically and `JSONEncoder` not at all.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A number; one that is not finite is written `null`.
    case double(Double)
    /// A string, escaped as it is written.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object, its members in the order given.
    case object([(key: String, value: JSONValue)])

    /// Whether both write the same text.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Hashes the text it writes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// `string` or `null`.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// `int` or `null`.
    public static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
}
