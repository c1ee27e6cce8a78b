import Glibc

/// A JSON reader over bytes for the few documents `movies` reads at every run (a cached TMDB
/// page, the recent queries): strict, and unsure of nothing it accepts. Each reader built on it
/// (`TMDBMoviesPageReader`, `RecentQueriesFileReader`) answers `nil` for anything unusual, and
/// its caller decodes with `JSONDecoder` instead, so that both paths give the same value or the
/// same error; each has a test comparing the two. The point is speed: `JSONDecoder`'s first use
/// in a process costs the runtime more than a whole small document read here.
struct JSONByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    /// What `body` reads from the whole of `bytes` (whitespace around it allowed), or `nil`.
    static func read<Value>(_ bytes: [UInt8], _ body: (inout JSONByteReader) -> Value?) -> Value? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONByteReader(bytes: buffer)
            reader.skipWhitespace()
            guard let value = body(&reader) else { return nil }
            reader.skipWhitespace()
            return reader.index == buffer.count ? value : nil
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether a key's raw bytes are `name`.
    static func matches(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        key.count == name.utf8CodeUnitCount && memcmp(key.baseAddress!, name.utf8Start, key.count) == 0
    }

    /// Sets `slot` to `value` unless it was set before (a duplicate key) or `value` is `nil`.
    static func once<Value>(_ slot: inout Value?, _ value: Value?) -> Bool {
        guard slot == nil, let value else { return false }
        slot = value
        return true
    }

    // MARK: - Structure

    /// `{ "key": value, ... }`, each value read by `member` with the key's bytes; false when
    /// anything is amiss, a key with an escape included (left to `JSONDecoder`).
    mutating func object(_ member: (inout JSONByteReader, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        guard enter(UInt8(ascii: "{")) else { return false }
        defer { depth -= 1 }
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return true }
        while true {
            skipWhitespace()
            guard let key = plainKey() else { return false }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            guard member(&self, key) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "}"))
        }
    }

    /// `[ value, ... ]`, each value read by `element`; false when anything is amiss.
    mutating func array(_ element: (inout JSONByteReader) -> Bool) -> Bool {
        guard enter(UInt8(ascii: "[")) else { return false }
        defer { depth -= 1 }
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return true }
        while true {
            skipWhitespace()
            guard element(&self) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "]"))
        }
    }

    private mutating func enter(_ opening: UInt8) -> Bool {
        guard depth < 32, take(opening) else { return false }
        depth += 1
        return true
    }

    /// `null` as `.some(nil)`, else what `read` reads as `.some(value)`; `nil` when neither.
    mutating func nullable<Value>(_ read: (inout JSONByteReader) -> Value?) -> Value?? {
        if literal("null") { return .some(nil) }
        guard let value = read(&self) else { return nil }
        return .some(value)
    }

    /// Any JSON value, validated and dropped.
    mutating func skipValue() -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object { reader, _ in reader.skipValue() }
        case UInt8(ascii: "["): return array { $0.skipValue() }
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number() != nil
        }
    }

    // MARK: - Scalars

    /// A JSON number's text, by the JSON grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func number() -> (text: String, isInteger: Bool)? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
            if index < bytes.count, Self.isDigit(bytes[index]) { return nil }
        } else {
            guard digits() else { return nil }
        }
        var isInteger = true
        if take(UInt8(ascii: ".")) {
            isInteger = false
            guard digits() else { return nil }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            isInteger = false
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() else { return nil }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return (text, isInteger)
    }

    /// An integer written without fraction or exponent that fits in `Int`.
    mutating func integer() -> Int? {
        guard let number = number(), number.isInteger else { return nil }
        return Int(number.text)
    }

    /// A number that is a finite `Double`.
    mutating func double() -> Double? {
        guard let number = number(), let value = Double(number.text), value.isFinite else { return nil }
        return value
    }

    /// A string with its escapes decoded; `nil` for a raw control character, an unknown escape,
    /// a lone surrogate or invalid UTF-8.
    mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
            bytes[index] >= 0x20
        {
            index += 1
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            index += 1
            return text
        }
        guard bytes[index] == UInt8(ascii: "\\") else { return nil }
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                utf8.append(byte)
            }
        }
        return nil
    }

    /// A key's bytes between its quotes, when it has no escape, no control character and is UTF-8.
    private mutating func plainKey() -> UnsafeBufferPointer<UInt8>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
            bytes[index] >= 0x20
        {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let key = UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
        // A key that is not UTF-8 makes JSONDecoder drop the object holding it, even unknown.
        guard key.allSatisfy({ $0 < 0x80 }) || String(validating: key, as: UTF8.self) != nil else { return nil }
        return key
    }

    /// The scalar of `XXXX` (after `\u`), joining a surrogate pair written as two escapes.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hex4() else { return nil }
        if (0xD800...0xDBFF).contains(high) {
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(), (0xDC00...0xDFFF).contains(low)
            else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(high)
    }

    private mutating func hex4() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: - Bytes

    private mutating func digits() -> Bool {
        let start = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return index > start
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
