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

    @Test(arguments: [
        "👨‍👩‍👧 family", "❤️ love", "🏳️‍🌈", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} scotland",
        "\u{0915}\u{094D}\u{200D}\u{0937}",
    ])
    func emojiSequencesAndJoinersAreNotControlCharacters(text: String) throws {
        #expect(try MovieQuery(text: text).text == text)
    }

    @Test(arguments: [
        "alien\u{1B}[31m", "bell\u{07}", "nul\u{0}", "bidi\u{202E}", "zero\u{200B}width", "isolate\u{2066}x",
        "bom\u{FEFF}",
    ])
    func rejectsControlCharacters(_ text: String) {
        #expect(throws: MovieQueryError.controlCharacters) { try MovieQuery(text: text) }
    }

    /// U+FFFD is what bytes that are not UTF-8 were read as: no title holds it.
    @Test(arguments: ["\u{FFFD}\u{FFFD}", "alien\u{FFFD}", "a \u{FFFD} b"])
    func rejectsTextThatWasNotUTF8(_ text: String) {
        #expect(throws: MovieQueryError.notUTF8) { try MovieQuery(text: text) }
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
