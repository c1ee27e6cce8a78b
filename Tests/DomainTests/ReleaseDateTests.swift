import DomainTestSupport
import MoviesDomain
import Testing

struct ReleaseDateTests {
    @Test func parsesTMDBDates() {
        #expect(ReleaseDate(iso8601: "1977-05-25") == MovieFixtures.releaseDate(1977, 5, 25))
        #expect(ReleaseDate(iso8601: "1977") == MovieFixtures.releaseDate(1977))
    }

    @Test(arguments: ["", "TBA", "77-05-25", "1977-5-25", "1977-13-01", "1977-05-25-01"])
    func rejectsWhatIsNotADate(_ text: String) {
        #expect(ReleaseDate(iso8601: text) == nil)
    }

    @Test func formatsOnlyFullDates() {
        #expect(MovieFixtures.releaseDate(1977, 5, 25).iso8601 == "1977-05-25")
        #expect(MovieFixtures.releaseDate(1977).iso8601 == nil)
        #expect(MovieFixtures.releaseDate(1977, 5).iso8601 == nil)
    }
}
