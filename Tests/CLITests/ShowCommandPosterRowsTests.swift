import Testing

@testable import MoviesCLI

/// How many rows `movies show ID --poster -` gives the poster: at most 30, under the details'
/// text and a prompt when that leaves 8 or more, else the screen's height less the prompt.
struct ShowCommandPosterRowsTests {
    private func text(lines: Int) -> String { String(repeating: "line\n", count: lines) }

    @Test(
        arguments: [
            (60, 10, 30), (24, 10, 13), (24, 15, 8), (24, 16, 23), (24, 40, 23), (100, 0, 30), (5, 2, 4), (1, 0, 1),
        ])
    func thePosterFitsUnderTheTextOrOnTheScreen(screen: Int, lines: Int, rows: Int) {
        #expect(ShowCommand.posterRows(screen: screen, text: text(lines: lines)) == rows)
    }

    @Test func aScreenThatDoesNotSayIsTakenAs24Rows() {
        #expect(ShowCommand.posterRows(screen: nil, text: text(lines: 10)) == 13)
    }
}
