/// The three standard streams, by file descriptor.
enum StandardStream: Int32, Sendable, Hashable {
    case standardInput = 0
    case standardOutput = 1
    case standardError = 2
}
