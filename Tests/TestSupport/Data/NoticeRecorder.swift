import MoviesData
import Synchronization

/// A `NoticeReporting` that keeps every notice for the test to read.
public final class NoticeRecorder: Sendable {
    private let recorded = Mutex<[String]>([])

    public init() {}

    /// Every notice so far, in order.
    public var notices: [String] { recorded.withLock { $0 } }

}

// MARK: - NoticeReporting

extension NoticeRecorder: NoticeReporting {
    public func notice(_ message: String) {
        recorded.withLock { $0.append(message) }
    }
}
