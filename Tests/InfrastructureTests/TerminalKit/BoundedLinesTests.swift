import TerminalKit
import Testing

/// The line splitter: lines come out whole up to the cap, and a longer
/// one is kept as its first `maxBytes + 1` bytes however long it grows.
struct BoundedLinesTests {
    private func lines(_ chunks: [String], maxBytes: Int = 8) -> [String] {
        var splitter = BoundedLines(maxBytes: maxBytes)
        var lines: [String] = []
        for chunk in chunks {
            lines += Array(chunk.utf8).withUnsafeBytes { splitter.lines(adding: $0) }
        }
        if let rest = splitter.rest() { lines.append(rest) }
        return lines
    }

    @Test func linesSplitAcrossChunksComeOutWholeWithoutTheirBreaks() {
        #expect(lines(["ali", "en\r\nhe", "at\n", "q"]) == ["alien", "heat", "q"])
        #expect(lines(["a\n\nb\n"]) == ["a", "", "b"])
        #expect(lines([]) == [])
    }

    @Test func aLineOverTheCapKeepsOnlyItsFirstBytesAndTheNextLineIsWhole() {
        let endless = String(repeating: "x", count: 1_000_000)

        let result = lines([endless, endless, "\nheat\n"])

        #expect(result == [String(repeating: "x", count: 9), "heat"])
    }

    @Test func anUnfinishedLongLineAtTheEndIsCutToo() {
        #expect(lines([String(repeating: "y", count: 100)]) == [String(repeating: "y", count: 9)])
    }
}
