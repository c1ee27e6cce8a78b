import MoviesDomain
import MoviesPresentation
import Testing

struct MovieFormattingTests {
    @Test(arguments: [
        (7.5, 10, "7.5"), (6, 3, "6.0"), (10, 1, "10.0"), (7.46, 9, "7.5"), (8.04, 9, "8.0"), (0, 0, "Not rated"),
    ])
    func ratingHasOneDecimal(average: Double, votes: Int, text: String) {
        #expect(MovieFormatting.rating(average, voteCount: votes) == text)
    }

    @Test(arguments: [(121, "2h 1m"), (120, "2h"), (45, "45m"), (59, "59m")])
    func runtimeIsInHoursAndMinutes(minutes: Int, text: String) {
        #expect(MovieFormatting.runtime(minutes: minutes) == text)
    }

    @Test(arguments: [0, -5])
    func unknownRuntimeShowsNothing(minutes: Int) {
        #expect(MovieFormatting.runtime(minutes: minutes) == nil)
        #expect(MovieFormatting.runtime(minutes: nil) == nil)
    }

    @Test func releaseDateShowsWhatIsKnown() {
        #expect(MovieFormatting.releaseDate(ReleaseDate(year: 1979, month: 5, day: 25)) == "1979-05-25")
        #expect(MovieFormatting.releaseDate(ReleaseDate(year: 1979, month: 5)) == "1979-05")
        #expect(MovieFormatting.releaseDate(ReleaseDate(year: 1979)) == "1979")
        #expect(MovieFormatting.releaseDate(nil) == "To be announced")
    }

    @Test func yearOrToBeAnnounced() {
        #expect(MovieFormatting.year(ReleaseDate(year: 2049)) == "2049")
        #expect(MovieFormatting.year(nil) == "To be announced")
    }

    @Test func countsAndAmountsGroupTheirThousands() {
        #expect(MovieFormatting.grouped(0) == "0")
        #expect(MovieFormatting.grouped(999) == "999")
        #expect(MovieFormatting.grouped(143_853) == "143,853")
        #expect(MovieFormatting.grouped(1_000_000) == "1,000,000")
        #expect(MovieFormatting.grouped(-1_234) == "-1,234")
        #expect(MovieFormatting.grouped(Int.min) == "-9,223,372,036,854,775,808", "no value traps")
    }
}
