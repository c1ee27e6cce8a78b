import Synchronization

/// The kinds of notice already said in this process, so that each is said once.
final class SaidOnce: Sendable {
    private let kinds = Mutex<Set<String>>([])

    /// Whether `kind` is said for the first time (and now counts as said).
    func first(_ kind: String) -> Bool {
        kinds.withLock { $0.insert(kind).inserted }
    }
}
