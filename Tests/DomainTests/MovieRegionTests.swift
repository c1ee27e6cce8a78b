import MoviesDomain
import Testing

/// A region is two ASCII letters, in either case, kept upper-case; anything else is none.
struct MovieRegionTests {
    @Test(arguments: [("DE", "DE"), ("de", "DE"), ("uS", "US"), ("gb", "GB")])
    func twoLettersInEitherCase(text: String, code: String) {
        #expect(MovieRegion(code: text)?.code == code)
    }

    @Test(arguments: ["", "D", "DEU", "D1", "1E", "é1", "ÄÖ", "de ", " de", "ß", "d-", "\u{0}E"])
    func anythingElseIsNone(text: String) {
        #expect(MovieRegion(code: text) == nil)
    }

    @Test func theDefaultIsTheUnitedStates() {
        #expect(MovieRegion.unitedStates.description == "US")
    }
}
