import MoviesDomain
import Testing

struct ReleaseDateTests {
    @Test func parsesTMDBDates() {
        #expect(ReleaseDate(iso8601: "1977-05-25") == ReleaseDate(year: 1977, month: 5, day: 25))
        #expect(ReleaseDate(iso8601: "1977") == ReleaseDate(year: 1977))
    }

    @Test(arguments: ["", "TBA", "77-05-25", "1977-5-25", "1977-13-01", "1977-05-25-01"])
    func rejectsWhatIsNotADate(_ text: String) {
        #expect(ReleaseDate(iso8601: text) == nil)
    }

    @Test func formatsOnlyFullDates() {
        #expect(ReleaseDate(year: 1977, month: 5, day: 25)?.iso8601 == "1977-05-25")
        #expect(ReleaseDate(year: 1977)?.iso8601 == nil)
    }
}
