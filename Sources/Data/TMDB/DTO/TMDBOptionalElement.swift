/// One element of a JSON array that may fail to decode on its own: a malformed search result
/// is dropped instead of failing the whole page.
struct TMDBOptionalElement<Element: Decodable>: Decodable {
    let value: Element?

    init(value: Element?) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        value = try? Element(from: decoder)
    }
}
