import Glibc
import TerminalKit
import Testing

/// One opener runs at a time: `sleep` stands in for `xdg-open`, the address for its seconds.
/// (Serialized: the opener is one per process.)
@Suite(.serialized) struct DesktopOpenerTests {
    /// Waits, 10 ms at a time and 10 s at most, until no opener runs.
    private func waitUntilNoneRuns() {
        for _ in 0..<1000 where DesktopOpener.stillOpening != nil { usleep(10_000) }
    }

    @Test func aSecondOpenWhileOneRunsStartsNothing() {
        waitUntilNoneRuns()
        #expect(DesktopOpener.open("1", program: "sleep") == .started)
        for _ in 0..<300 {
            #expect(DesktopOpener.open("0", program: "sleep") == .stillOpening("1"))
        }
        #expect(DesktopOpener.stillOpening == "1")
        waitUntilNoneRuns()
        #expect(DesktopOpener.stillOpening == nil, "the opener was waited for")
        #expect(DesktopOpener.open("0", program: "sleep") == .started)
        waitUntilNoneRuns()
    }

    @Test func aProgramThatCannotRunIsSaidAndHoldsNothing() {
        waitUntilNoneRuns()
        #expect(DesktopOpener.open("https://example.org", program: "no-such-opener-\(getpid())") == .failed)
        #expect(DesktopOpener.stillOpening == nil)
    }
}
