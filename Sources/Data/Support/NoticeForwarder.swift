/// A `NoticeReporting` that hands each notice to a function: the composition root's way of
/// saying where Data's notices go (the command line prints them on stderr).
public struct NoticeForwarder: NoticeReporting {
    private let forward: @Sendable (String) -> Void

    /// A reporter that calls `forward` with each notice.
    public init(_ forward: @escaping @Sendable (String) -> Void) {
        self.forward = forward
    }

    public func notice(_ message: String) {
        forward(message)
    }
}
