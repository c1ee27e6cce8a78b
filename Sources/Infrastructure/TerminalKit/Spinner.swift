/// A progress spinner on stderr for network waits: it shows only after `delay` (a quick answer
/// flashes nothing) and only when stderr is a terminal, so pipes and logs never see it.
@MainActor
public final class Spinner {
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

    /// Runs `work`, spinning with `message` while it takes longer than `delay`.
    public func whileWaiting<Result>(_ message: String, _ work: () async -> Result) async -> Result {
        guard isEnabled else { return await work() }
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
