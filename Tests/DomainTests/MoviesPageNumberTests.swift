import MoviesDomain
import Testing

/// The one place a page number is checked to be a page: no repository can be asked for page 0.
struct MoviesPageNumberTests {
    @Test(arguments: [1, 2, 500, 501, Int.max])
    func aPositiveNumberIsAPageNumber(page: Int) throws {
        #expect(try MoviesPageNumber(page).value == page)
    }

    @Test(arguments: [0, -1, Int.min])
    func anyOtherNumberIsAnInvalidPage(page: Int) {
        #expect(throws: MoviesError.invalidPage(page)) { try MoviesPageNumber(page) }
    }

    @Test func aLiteralInTheCodeIsAPageNumber() {
        let page: MoviesPageNumber = 500
        #expect(page.value == 500)
    }
}
