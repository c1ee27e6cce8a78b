import MoviesDomain
import Testing

/// A list's release window: full dates in order only, and which films it leaves out of
/// upcoming (already out) and now playing (still to come).
struct ReleaseWindowTests {
    private static func day(_ text: String) -> ReleaseDate { ReleaseDate(iso8601: text)! }
    private let window = ReleaseWindow(minimum: day("2026-11-27"), maximum: day("2026-12-24"))!

    @Test func aWindowIsTwoFullDatesInOrder() {
        #expect(ReleaseWindow(minimum: Self.day("2026-12-24"), maximum: Self.day("2026-11-27")) == nil)
        #expect(ReleaseWindow(minimum: Self.day("2026"), maximum: Self.day("2026-11-27")) == nil)
        #expect(ReleaseWindow(minimum: Self.day("2026-11-27"), maximum: Self.day("2026-11-27")) != nil)
    }

    @Test func upcomingLeavesOutTheFilmsAlreadyOut() {
        #expect(!window.lists(Self.day("2026-11-26"), in: .upcoming))
        #expect(window.lists(Self.day("2026-11-27"), in: .upcoming))
        #expect(window.lists(Self.day("2027-03-01"), in: .upcoming), "later than the window: still to come")
        #expect(
            window.lists(nil, in: .upcoming) && window.lists(Self.day("2025"), in: .upcoming), "not dated to the day")
    }

    @Test func nowPlayingLeavesOutTheFilmsStillToCome() {
        #expect(!window.lists(Self.day("2026-12-25"), in: .nowPlaying))
        #expect(window.lists(Self.day("2026-12-24"), in: .nowPlaying))
        #expect(window.lists(Self.day("2026-01-01"), in: .nowPlaying), "a long run is still in cinemas")
        #expect(window.lists(Self.day("2020-01-01"), in: .popular))
    }
}
