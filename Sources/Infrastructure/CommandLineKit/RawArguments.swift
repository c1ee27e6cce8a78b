/// The process's arguments as the kernel gave them. `CommandLine.arguments` repairs invalid
/// UTF-8 with U+FFFD, which would let a garbled word reach the tool's work; reading `argv`'s
/// bytes lets the tool refuse it instead.
public enum RawArguments {
    /// An argument that is not valid UTF-8.
    public struct InvalidUTF8: Error, Sendable, Hashable {
        /// The arguments before it, decoded: the tool may read its command from them.
        public let decoded: [String]

        /// The error of the argument after `decoded`.
        public init(decoded: [String]) {
            self.decoded = decoded
        }

        /// `argument 2 is not valid UTF-8`, counting from the first after the program's name.
        public var message: String { "argument \(decoded.count + 1) is not valid UTF-8" }
    }

    /// The bytes of each argument after the program's name.
    public static func bytes() -> [[UInt8]] {
        var arguments: [[UInt8]] = []
        for index in 1..<max(1, Int(CommandLine.argc)) {
            guard let pointer = CommandLine.unsafeArgv[index] else { break }
            var length = 0
            while pointer[length] != 0 { length += 1 }
            arguments.append(
                pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
                    Array(UnsafeBufferPointer(start: $0, count: length))
                })
        }
        return arguments
    }

    /// Each argument's bytes decoded strictly as UTF-8.
    public static func decode(_ arguments: [[UInt8]]) throws(InvalidUTF8) -> [String] {
        var strings: [String] = []
        for bytes in arguments {
            guard let string = String(validating: bytes, as: UTF8.self) else { throw InvalidUTF8(decoded: strings) }
            strings.append(string)
        }
        return strings
    }
}
