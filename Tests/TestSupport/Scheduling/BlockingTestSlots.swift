import Foundation

/// At most `count` blocking tests at once (`OffThePool`): a test waits for a slot without
/// holding a thread, and gives it back when it ends, however it ends.
public actor BlockingTestSlots {
    /// As many slots as the machine has cores: as many blocking tests as the cooperative pool
    /// ran at once before they left it.
    public static let shared = BlockingTestSlots(count: max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// How many tests may hold a slot at once.
    public nonisolated let count: Int
    private var held = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// `count` slots.
    public init(count: Int) {
        self.count = count
    }

    /// Runs `body` while holding a slot.
    public nonisolated func whileHolding(_ body: @Sendable () async throws -> Void) async throws {
        await take()
        do {
            try await body()
        } catch {
            await giveBack()
            throw error
        }
        await giveBack()
    }

    private func take() async {
        if held < count {
            held += 1
            return
        }
        // The slot passes straight from `giveBack` to the first waiter: `held` stays as it was.
        await withCheckedContinuation { waiting.append($0) }
    }

    private func giveBack() {
        if waiting.isEmpty {
            held -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
