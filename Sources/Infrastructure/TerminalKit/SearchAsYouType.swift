/// Runs the search a text field asks for, one at a time: each runs in a task of its own after
/// `pause` (none for a source that answers at once; a few hundred milliseconds for one over the
/// network, so that a word typed fast is one request), and a newer one cancels the one before.
/// Cancelling the task cancels what the search awaits, when that passes cancellation on.
@MainActor
public final class SearchAsYouType {
    /// How long a search waits after the last key before it starts.
    public let pause: Duration
    private var current: Task<Void, Never>?

    /// Searches that start `pause` after the last key.
    public init(pause: Duration) {
        self.pause = pause
    }

    /// Cancels the search under way or waiting, then runs `search` after the pause (`now`:
    /// at once, as when Enter is pressed).
    public func run(now: Bool = false, _ search: @escaping @MainActor () async -> Void) {
        current?.cancel()
        let pause = now ? .zero : self.pause
        current = Task { @MainActor in
            if pause > .zero {
                do { try await Task.sleep(for: pause) } catch { return }  // a newer key came
            }
            await search()
        }
    }

    /// Cancels the search under way or waiting.
    public func cancel() {
        current?.cancel()
        current = nil
    }
}
