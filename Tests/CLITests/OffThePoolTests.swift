import Foundation
import TestScheduling
import Testing

/// The trait the blocking suites carry: their tests run on threads of their own, never on the
/// cooperative pool, and no more of them at once than there are slots.
@Suite(.offThePool)
struct OffThePoolTests {
    @Test func aBlockingTestRunsOnAThreadOfItsOwn() {
        #expect(ThreadPerJobExecutor.isRunningHere)
    }

    @Test func noMoreTestsHoldASlotThanThereAreSlots() async throws {
        let slots = BlockingTestSlots(count: 2)
        let holders = Holders()

        try await withThrowingTaskGroup { group in
            for _ in 0..<6 {
                group.addTask {
                    try await slots.whileHolding {
                        await holders.enter()
                        try await Task.sleep(for: .milliseconds(20))
                        await holders.leave()
                    }
                }
            }
            try await group.waitForAll()
        }

        #expect(await holders.done == 6)
        #expect(await holders.most <= 2)
        #expect(await holders.now == 0)
    }

    /// How many bodies hold a slot now, the most that ever did, and how many ended.
    private actor Holders {
        var now = 0
        var most = 0
        var done = 0

        func enter() {
            now += 1
            most = max(most, now)
        }

        func leave() {
            now -= 1
            done += 1
        }
    }
}
