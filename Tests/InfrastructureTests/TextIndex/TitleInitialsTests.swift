import Testing

@testable import TextIndex

/// A title's initials, read in its bytes: an acronym of its leading words (an article may be
/// skipped), its first word's initial and a later number, and the numbers its words write.
struct TitleInitialsTests {
    private func bytes<T>(_ title: String, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        Array(title.utf8).withUnsafeBytes(body)
    }

    @Test(
        arguments: [
            ("The Lord of the Rings: The Two Towers", "lotr", true),
            ("The Lord of the Rings: The Two Towers", "tlotr", true),
            ("Back to the Future", "bttf", true),
            ("Lock, Stock and Two Smoking Barrels", "lsatsb", true),
            ("Back to the Future", "bttfp", false),
            ("Lotrando a Zubejda", "lotr", false),
            ("Teenage Mutant", "tmnt", false),
            ("", "abc", false),
        ])
    func anAcronymIsTheLeadingWordsInitials(title: String, letters: String, expected: Bool) {
        #expect(bytes(title) { TitleInitials.title($0, hasAcronym: Array(letters.utf8)) } == expected)
    }

    @Test(
        arguments: [
            ("Terminator 2: Judgment Day", "t", "2", true),
            ("The Terminator II", "t", "2", true),
            ("Toy Story Two", "t", "2", true),
            ("Two Weeks Notice", "t", "2", false),
            ("The Lord of the Rings: The Two Towers", "t", "2", false),
            ("Terminator", "t", "2", false),
        ])
    func anInitialAndANumberAreTheFirstWordAndALaterOne(title: String, letter: String, number: String, expected: Bool) {
        let found = bytes(title) {
            TitleInitials.title($0, startsWith: Array(letter.utf8)[0], thenHas: Array(number.utf8))
        }
        #expect(found == expected)
    }

    @Test func theNumbersATitleWritesInAnyNotation() {
        #expect(bytes("Star Trek IV: The Voyage Home") { TitleInitials.numbers(in: $0) } == [4])
        #expect(bytes("The Lord of the Rings: The Two Towers") { TitleInitials.numbers(in: $0) } == [2])
        #expect(bytes("Apollo 13, 1995 and 21") { TitleInitials.numbers(in: $0) } == [13])
        #expect(bytes("Star Trek: The Wrath of Khan") { TitleInitials.numbers(in: $0) }.isEmpty)
    }
}
