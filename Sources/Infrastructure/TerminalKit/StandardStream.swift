/// The three standard streams, by file descriptor.
public enum StandardStream: Int32, Sendable, Hashable {
    /// stdin, descriptor 0.
    case standardInput = 0
    /// stdout, descriptor 1.
    case standardOutput = 1
    /// stderr, descriptor 2.
    case standardError = 2
}
