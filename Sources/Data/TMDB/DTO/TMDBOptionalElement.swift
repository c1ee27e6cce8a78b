/// An element of a JSON array that may fail to decode alone, rather than fail the whole array.
struct TMDBOptionalElement<Element: Decodable>: Decodable {
    let value: Element?

    init(from decoder: any Decoder) throws {
        value = try? Element(from: decoder)
    }
}
