/// Standard Base64 (RFC 4648, with padding), as terminal protocols carry bytes: the clipboard's
/// (OSC 52), the kitty and iTerm2 images'.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in Base64.
    public static func encoded(_ bytes: some Collection<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next()
            let third = iterator.next()
            let value = Int(first) << 16 | Int(second ?? 0) << 8 | Int(third ?? 0)
            output.append(alphabet[value >> 18])
            output.append(alphabet[value >> 12 & 63])
            output.append(second == nil ? UInt8(ascii: "=") : alphabet[value >> 6 & 63])
            output.append(third == nil ? UInt8(ascii: "=") : alphabet[value & 63])
        }
        return String(decoding: output, as: UTF8.self)
    }
}
