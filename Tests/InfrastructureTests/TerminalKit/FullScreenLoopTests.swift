import Observation
import Testing

@testable import TerminalKit

/// The loop without a terminal: events from a stream of the test's, frames drawn again by
/// observation, the spinner's ticks, the control keys.
@MainActor
struct FullScreenLoopTests {
    @Observable
    final class Model {
        var title = "one"
    }

    final class Application: FullScreenApplication {
        let model = Model()
        var frames: [String] = []
        var sizes: [TerminalSize] = []
        var keys: [Key] = []
        var waiting = false
        var ticks = 0

        func frame() -> ScreenFrame {
            frames.append(model.title)
            return ScreenFrame(lines: [model.title], columns: 10)
        }
        var isWaiting: Bool { waiting }
        func spinnerTicked() { ticks += 1 }
        func resized(to size: TerminalSize) { sizes.append(size) }
        func handle(_ key: Key) { keys.append(key) }
    }

    @Test func keysGoToTheApplicationUntilTheInputCloses() async {
        let loop = FullScreenLoop(console: Console())
        let application = Application()
        let (events, input) = AsyncStream<TerminalEvent>.makeStream()
        for event: TerminalEvent in [.key(.text("a")), .resized, .key(.enter), .inputClosed] {
            input.yield(event)
        }
        await loop.run(application, events: events)
        #expect(application.keys == [.text("a"), .enter])
        #expect(application.sizes.count == 2, "the start and the resize")
        #expect(application.frames == ["one", "one"])
    }

    @Test func aChangeTheFrameReadDrawsTheNextFrame() async throws {
        let loop = FullScreenLoop(console: Console())
        let application = Application()
        let (events, input) = AsyncStream<TerminalEvent>.makeStream()
        let running = Task { await loop.run(application, events: events) }
        try await Self.waitUntil { !application.frames.isEmpty }
        #expect(application.frames == ["one"])
        application.model.title = "two"
        try await Self.waitUntil { application.frames.count > 1 }
        #expect(application.frames == ["one", "two"])
        input.finish()
        await running.value
    }

    @Test func theSpinnerTicksWhileTheApplicationWaits() async throws {
        let loop = FullScreenLoop(console: Console())
        let application = Application()
        application.waiting = true
        let (events, input) = AsyncStream<TerminalEvent>.makeStream()
        let running = Task { await loop.run(application, events: events) }
        try await Self.waitUntil { application.ticks > 0 }
        #expect(application.ticks >= 1)
        input.yield(.key(.control("c")))
        application.waiting = false
        loop.finish()
        await running.value
    }

    /// Waits until `condition` holds, polling on the main actor at most 6,000 times (a minute when
    /// the main actor is free). Turns, not a deadline: while another test blocks the main thread,
    /// the loop's ticks and these polls wait alike, and a wall-clock limit would fail a loop that
    /// is only starved; a loop that never ticks or draws still fails after its 6,000 turns.
    private static func waitUntil(_ condition: () -> Bool) async throws {
        var turns = 0
        while !condition(), turns < 6_000 {
            turns += 1
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    @Test func controlKeysAreTheLoopsOthersTheApplications() {
        let loop = FullScreenLoop(console: Console())
        #expect(loop.handleControlKey(.control("l")))
        #expect(loop.handleControlKey(.control("c")))
        #expect(!loop.handleControlKey(.text("q")))
        #expect(!loop.handleControlKey(.control("u")))
        #expect(loop.screenFailure == nil)
    }
}
