import Testing
import TextIndex

/// The one edit distance: a swap of neighbours is one edit, and past the limit there is none.
struct EditDistanceTests {
    private func distance(_ a: String, _ b: String, limit: Int = 10) -> Int? {
        EditDistance.distance(Array(a.utf8), Array(b.utf8), limit: limit)
    }

    @Test func aSwapCountsOnce() {
        #expect(distance("serach", "search") == 1)
        #expect(distance("--verison", "--version") == 1)
        #expect(distance("recnet", "recent") == 1)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "") == 3)
        #expect(distance("same", "same") == 0)
    }

    @Test func pastTheLimitThereIsNoDistance() {
        #expect(distance("kitten", "sitting", limit: 2) == nil)
        #expect(distance("kitten", "sitting", limit: 3) == 3)
        #expect(distance("a", "abcd", limit: 2) == nil)
        #expect(distance("ab", "ba", limit: 0) == nil)
    }
}
