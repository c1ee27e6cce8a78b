import MoviesDomain
import Testing

struct MovieQueryTests {
    @Test func trimsAndCollapsesWhitespace() throws {
        let query = try MovieQuery(text: "  star \t  wars\n ")
        #expect(query.text == "star wars")
    }

    @Test(arguments: ["", "   ", "\t\n"])
    func rejectsEmptyText(_ text: String) {
        #expect(throws: MovieQueryError.empty) { try MovieQuery(text: text) }
    }

    @Test func rejectsTooLongText() throws {
        let longest = String(repeating: "a", count: MovieQuery.maxLength)
        #expect(try MovieQuery(text: longest).text.count == MovieQuery.maxLength)
        #expect(throws: MovieQueryError.tooLong(maxLength: MovieQuery.maxLength)) {
            try MovieQuery(text: longest + "a")
        }
    }

    @Test(arguments: ["alien\u{1B}[31m", "bell\u{07}", "nul\u{0}", "bidi\u{202E}"])
    func rejectsControlCharacters(_ text: String) {
        #expect(throws: MovieQueryError.controlCharacters) { try MovieQuery(text: text) }
    }

    @Test func keepsUnicodeTitles() throws {
        #expect(try MovieQuery(text: "千と千尋の 神隠し").text == "千と千尋の 神隠し")
    }

    @Test func validatesYear() throws {
        #expect(try MovieQuery(text: "alien", year: 1979).year == 1979)
        #expect(throws: MovieQueryError.yearOutOfRange(99999)) { try MovieQuery(text: "alien", year: 99999) }
    }

    @Test func comparesCaseInsensitively() throws {
        #expect(try MovieQuery(text: "Batman").comparisonKey == MovieQuery(text: " batman ").comparisonKey)
    }
}
