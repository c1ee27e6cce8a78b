import MoviesDomain
import Testing

/// The one place the page range (1…500, the pages TMDB serves) is checked: no repository can be
/// asked for another page.
struct MoviesPageNumberTests {
    @Test(arguments: [1, 2, 499, 500])
    func aPageTMDBServesIsAPageNumber(page: Int) throws {
        #expect(try MoviesPageNumber(page).value == page)
    }

    @Test(arguments: [0, -1, 501, Int.min, Int.max])
    func anyOtherNumberIsAnInvalidPage(page: Int) {
        #expect(throws: MoviesError.invalidPage(page)) { try MoviesPageNumber(page) }
    }

    @Test func aLiteralInTheCodeIsAPageNumber() {
        let page: MoviesPageNumber = 500
        #expect(page.value == 500)
    }
}
