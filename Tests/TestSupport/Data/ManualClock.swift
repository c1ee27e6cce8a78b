import Foundation
import Synchronization

/// A clock that moves only when a test says, for code that takes a `now` closure.
public final class ManualClock: Sendable {
    private let current: Mutex<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    /// The time now; pass `clock.now` where a `@Sendable () -> Date` is asked for.
    public var now: @Sendable () -> Date {
        { [self] in current.withLock { $0 } }
    }

    public func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        current.withLock { $0 += Double(seconds) + Double(attoseconds) / 1e18 }
    }
}
