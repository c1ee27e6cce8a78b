/// Runs the search the search field asks for, one at a time: each runs in a task of its own
/// after `pause` (none for the catalog, which answers at once; about 300 ms for TMDB, so that
/// a word typed fast is one request), and a newer one cancels the one before. Cancelling the
/// task cancels the view model's load it awaits (`CancellingLoadRunner` passes the cancellation on), and
/// with the load, the libcurl transfer.
@MainActor
final class SearchAsYouType {
    /// How long TMDB searches wait after the last key.
    static let networkPause: Duration = .milliseconds(300)

    let pause: Duration
    private var current: Task<Void, Never>?

    init(pause: Duration) {
        self.pause = pause
    }

    /// Cancels the search under way or waiting, then runs `search` after the pause (`now`:
    /// at once, as when Enter is pressed).
    func run(now: Bool = false, _ search: @escaping @MainActor () async -> Void) {
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
    func cancel() {
        current?.cancel()
        current = nil
    }
}
