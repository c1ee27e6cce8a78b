import Glibc

/// A progress spinner on stderr for network waits: it shows only after `delay` (a quick answer
/// flashes nothing) and only when stderr is a terminal, so pipes and logs never see it.
@MainActor
public final class Spinner {
    /// Wipes the line (async-signal-safe: a static string, `write`), then lets the signal end
    /// the process by its default action.
    private static let wipeThenEnd: @convention(c) (Int32) -> Void = { number in
        let wipe: StaticString = "\r\u{1B}[K"
        _ = write(2, wipe.utf8Start, wipe.utf8CodeUnitCount)
        signal(number, SIG_DFL)
        raise(number)
    }

    /// How long a wait lasts before the spinner shows.
    public nonisolated static let delay: Duration = .milliseconds(200)
    /// How long each frame shows.
    public nonisolated static let frameInterval: Duration = .milliseconds(100)
    /// The spinner's frames, one per `frameInterval` (a full-screen status line may turn them too).
    public nonisolated static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let console: Console
    private let isEnabled: Bool

    /// `isEnabled` is false when stderr is not a terminal or no network is involved.
    public init(console: Console, isEnabled: Bool) {
        self.console = console
        self.isEnabled = isEnabled
    }

    /// Runs `work`, spinning with `message` while it takes longer than `delay`. Ctrl-C (or a
    /// SIGTERM) meanwhile wipes the spinner's line before the signal ends the process.
    public func whileWaiting<Result>(_ message: String, _ work: () async -> Result) async -> Result {
        guard isEnabled else { return await work() }
        // Only over the default action: an ignored signal (nohup) stays ignored.
        let previous = [SIGINT, SIGTERM].compactMap { number -> (Int32, sigaction)? in
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else {
                return nil
            }
            _ = signal(number, Self.wipeThenEnd)
            return (number, current)
        }
        defer {
            for (number, action) in previous {
                var action = action
                _ = sigaction(number, &action, nil)
            }
        }
        let console = self.console
        let label = TerminalSanitizer.sanitized(message)
        let spinning = Task.detached {
            do {
                try await Task.sleep(for: Self.delay)
                var index = 0
                while !Task.isCancelled {
                    console.spinnerFrame("\(Self.frames[index % Self.frames.count]) \(label)")
                    index += 1
                    try await Task.sleep(for: Self.frameInterval)
                }
            } catch {
                // Cancelled: the wait is over.
            }
        }
        let result = await work()
        spinning.cancel()
        await spinning.value
        console.clearSpinner()
        return result
    }
}
