/// A JSON document built in code, with object keys in the order they were given so that the
/// output's schema reads the same every time. Written by hand because `JSONSerialization`
/// orders keys only alphabetically and `JSONEncoder` not at all.
enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// `string` or `null`.
    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// `int` or `null`.
    static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
}
