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

    /// Waits until `condition` holds, or 60 s: the loop's task may start late on a busy machine
    /// (under the thread sanitizer three spinner frames can pass before its first tick), and a
    /// condition that never holds fails the expectation after the wait.
    private static func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func controlKeysAreTheLoopsOthersTheApplications() {
        let loop = FullScreenLoop(console: Console())
        #expect(loop.handleControlKey(.control("l")))
        #expect(loop.handleControlKey(.control("c")))
        #expect(!loop.handleControlKey(.text("q")))
        #expect(!loop.handleControlKey(.control("u")))
        #expect(!loop.screenWentAway)
    }
}
