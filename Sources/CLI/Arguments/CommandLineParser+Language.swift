// MARK: - --language, and the language setting

extension CommandLineParser {
    /// `xx` or `xx-XX`: an ISO 639-1 language, optionally with an ISO 3166-1 region.
    static func isLanguage(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        let isLower = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        return (bytes.count == 2 || bytes.count == 5) && bytes.prefix(2).allSatisfy(isLower)
            && (bytes.count == 2 || (bytes[2] == UInt8(ascii: "-") && bytes.suffix(2).allSatisfy(isUpper)))
    }
}
