import Synchronization

/// Keeps the last body that `decode` accepted during one network fetch: the network fetcher
/// hands out decoded values, and the cache must store the bytes those values came from.
final class ResponseBodyRecorder: Sendable {
    private let body = Mutex<[UInt8]?>(nil)

    func record(_ bytes: [UInt8]) {
        body.withLock { $0 = bytes }
    }

    var recorded: [UInt8]? {
        body.withLock { $0 }
    }
}
