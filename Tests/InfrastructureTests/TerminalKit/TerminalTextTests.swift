import TerminalKit
import Testing

/// Sanitizing, measuring and cutting text for a terminal.
struct TerminalTextTests {
    // MARK: - Sanitizer

    @Test(arguments: [
        ("Red\u{1B}[31mTitle\u{7}", "Red[31mTitle"),
        ("a\u{0}b\u{7F}c\u{9B}d\u{85}e", "abcd e"),
        ("line\r\nbreak\ttab", "line  break tab"),
        ("\u{202E}evil\u{202C} \u{2066}iso\u{2069} \u{200E}mark\u{200F}", "evil iso mark"),
        ("soft\u{AD}hyphen\u{FEFF}", "softhyphen"),
        ("para\u{2029}graph", "para graph"),
        ("👩\u{200D}🚀 Amélie 東京", "👩\u{200D}🚀 Amélie 東京"),
    ])
    func sanitizerRemovesEveryControlCharacter(input: String, expected: String) {
        let clean = TerminalSanitizer.sanitized(input)
        #expect(clean == expected)
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    // MARK: - Display width

    @Test(arguments: [
        ("Star Wars", 9),
        ("東京物語", 8),
        ("ＡＢＣ", 6),
        ("기생충", 6),
        ("e\u{301}te\u{301}", 3),
        ("Ame\u{301}lie", 6),
        ("🎬", 2),
        ("❤\u{FE0F}", 2),
        ("", 0),
    ])
    func displayWidthCountsColumns(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    // MARK: - Truncation

    @Test(arguments: [
        ("Star Wars", 20, "Star Wars"),
        ("Star Wars", 9, "Star Wars"),
        ("Star Wars", 8, "Star Wa…"),
        ("東京物語", 7, "東京物…"),
        ("東京物語", 6, "東京…"),
        ("Ame\u{301}lie Poulain", 5, "Ame\u{301}l…"),
        ("abc", 1, "…"),
        ("abc", 0, ""),
    ])
    func truncationCutsByDisplayWidth(text: String, columns: Int, expected: String) {
        let cut = TextTruncation.truncated(text, toColumns: columns)
        #expect(cut == expected)
        #expect(DisplayWidth.of(cut) <= columns)
    }

    @Test func fittedTextIsPaddedToTheWidth() {
        #expect(TextTruncation.fitted("東京", toColumns: 6) == "東京  ")
        #expect(TextTruncation.fitted("7.5", toColumns: 6, alignRight: true) == "   7.5")
    }

    // MARK: - Wrapping

    @Test func wrappingBreaksAtSpacesAndCutsWordsWiderThanALine() {
        #expect(TextWrapping.lines("a long overview of a film", columns: 10) == ["a long", "overview", "of a film"])
        #expect(
            TextWrapping.lines("Long " + String(repeating: "w", count: 25), columns: 10)
                == ["Long", "wwwwwwwwww", "wwwwwwwwww", "wwwww"])
        #expect(TextWrapping.lines("東京物語の話", columns: 5) == ["東京", "物語", "の話"])
        #expect(TextWrapping.lines("  ", columns: 5).isEmpty)
    }

    // MARK: - Table

    @Test func tableFitsTheWidthAndCutsTheFlexibleColumn() {
        let table = TextTable(
            columns: [.init("Title", flexible: true), .init("Year"), .init("ID", alignRight: true)],
            rows: [["The Lord of the Rings: The Return of the King", "2003", "122"], ["七人の侍", "1954", "346"]])

        let lines = table.lines(width: 30, style: TextStyle(usesColor: false))

        #expect(
            lines == [
                "Title                Year   ID",
                "The Lord of the Ri…  2003  122",
                "七人の侍             1954  346",
            ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func narrowTablesDropColumnsByRankAndNeverCutTheFixedOnes() {
        let table = TextTable(
            columns: [
                .init("Title", flexible: true), .init("Year", dropRank: 1),
                .init("Rating", alignRight: true, dropRank: 0),
                .init("ID", alignRight: true),
            ],
            rows: [["Star Wars: Episode V - The Empire Strikes Back", "1980", "8.8", "c48911"]])
        let style = TextStyle(usesColor: false)

        // Wide enough: everything, the title whole.
        #expect(
            table.lines(width: 80, style: style)[1]
                == "Star Wars: Episode V - The Empire Strikes Back  1980     8.8  c48911")
        // The title gives way first, down to its minimum.
        #expect(table.lines(width: 40, style: style)[1] == "Star Wars: Episod…  1980     8.8  c48911")
        // Then the rating goes, then the year; the ID is whole in every width.
        #expect(
            table.lines(width: 28, style: style) == ["Title           Year      ID", "Star Wars: Ep…  1980  c48911"])
        #expect(table.lines(width: 20, style: style) == ["Title             ID", "Star Wars: …  c48911"])
        for width in 20...80 {
            let lines = table.lines(width: width, style: style)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(width): \(lines)")
            #expect(lines[1].hasSuffix("  c48911"), "\(width): \(lines)")
        }
    }

    @Test func anUnlimitedWidthCutsNothing() {
        let title = String(repeating: "Long title ", count: 30)
        let table = TextTable(columns: [.init("Title", flexible: true), .init("ID")], rows: [[title, "1"]])

        #expect(
            table.lines(width: TerminalTraits.unlimitedColumns, style: TextStyle(usesColor: false))[1] == title + "  1")
        #expect(table.lines(width: 40, style: TextStyle(usesColor: false), header: false).count == 1)
    }

    @Test func colourIsOnlyAddedWhenEnabled() {
        #expect(TextStyle(usesColor: false).apply(.title, "Alien") == "Alien")
        #expect(TextStyle(usesColor: true).apply(.title, "Alien") == "\u{1B}[1;36mAlien\u{1B}[0m")
    }

    /// Reverse video is no colour: a full screen's selection keeps it without colour.
    @Test func aSelectionCanBeReversedWithoutColour() {
        let reversing = TextStyle(usesColor: false, reversesSelection: true)
        #expect(reversing.apply(.selected, "› Alien") == "\u{1B}[7m› Alien\u{1B}[0m")
        #expect(reversing.apply(.title, "Alien") == "Alien", "no colour")
        #expect(TextStyle(usesColor: false).apply(.selected, "› Alien") == "› Alien", "a text view's rows")
    }
}
