/// The process's arguments as the kernel gave them. `CommandLine.arguments` repairs invalid
/// UTF-8 with U+FFFD, which would let a garbled query reach TMDB and the recent queries; reading
/// `argv`'s bytes lets the tool refuse it instead.
enum RawArguments {
    /// The arguments after the program name, or a usage error naming the first that is not
    /// valid UTF-8.
    static func decoded() throws(UsageError) -> [String] {
        let argv = CommandLine.unsafeArgv
        var bytes: [[UInt8]] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = argv[index] else { break }
            var length = 0
            while pointer[length] != 0 { length += 1 }
            bytes.append(
                pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
                    Array(UnsafeBufferPointer(start: $0, count: length))
                })
        }
        return try decode(bytes)
    }

    /// Decodes each argument's bytes as UTF-8, strictly.
    static func decode(_ arguments: [[UInt8]]) throws(UsageError) -> [String] {
        var strings: [String] = []
        for (index, bytes) in arguments.enumerated() {
            guard let string = String(validating: bytes, as: UTF8.self) else {
                let topic = strings.first.flatMap(Subcommand.init(command:)) ?? .general
                throw UsageError(message: "argument \(index + 1) is not valid UTF-8", topic: topic)
            }
            strings.append(string)
        }
        return strings
    }
}
