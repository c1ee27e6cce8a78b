import Testing

@testable import TextIndex

/// The one title-matching rule, for titles in hand and for an index alike.
struct TitleMatchingTests {
    @Test(arguments: [
        ("Star Wars", ["star", "wars"]),
        ("  Bear's  Story!", ["bear", "s", "story"]),
        ("Amélie", ["amelie"]),
        ("Ame\u{0301}lie", ["amelie"]),
        ("ÉCOLE", ["ecole"]),
        ("Straße", ["strasse"]),
        ("Cœur Ærø", ["coeur", "aero"]),
        ("Łódź", ["lodz"]),
        ("Star–Wars", ["star", "wars"]),
        ("!!!", []),
        ("R2-D2", ["r2", "d2"]),
    ])
    func queryWords(text: String, words: [String]) {
        #expect(TitleMatching.words(of: text) == words.map { Array($0.utf8) })
    }

    @Test func lettersWithoutALatinBaseStayLetters() {
        #expect(TitleMatching.words(of: "東京 x") == [Array("東京".utf8), Array("x".utf8)])
    }

    @Test(arguments: [
        ("The Matrix", "matr", true),
        ("The Matrix", "MATRIX the", true),
        ("Killing Zoe", "killing zoë", true),
        ("Le Fabuleux Destin d'Amélie Poulain", "amelie", true),
        ("Alien³", "alien", true),
        ("The Matrix", "atrix", false),
        ("The Matrix", "matrix reloaded", false),
        ("The Matrix", "!!!", false),
        // Punctuation inside a word is ignored, on either side.
        ("Schindler's List", "schindlers list", true),
        ("Schindler's List", "schindler list", true),
        ("Spider-Man", "spiderman", true),
        ("Spider-Man", "spider man", true),
        ("Spiderman", "spider-man", true),
        ("X-Men", "xmen", true),
        ("E.T. the Extra-Terrestrial", "e.t.", true),
        ("E.T. the Extra-Terrestrial", "et extraterrestrial", true),
        // Numbers in either notation, up to 20; "part" and "episode" before one may be left out.
        ("The Godfather: Part II", "godfather 2", true),
        ("Rocky IV", "rocky 4", true),
        ("Rocky 4", "rocky iv", true),
        ("The Godfather 2", "godfather part 2", true),
        ("Star Wars: Episode V - The Empire Strikes Back", "star wars episode 5", true),
        ("Rocky IV", "rocky 5", false),
        ("The Godfather", "godfather part", false),
        // Alone with its number, "episode" is a word the title must have.
        ("Lethal Weapon 4", "episode 4", false),
        ("Star Wars: Episode V - The Empire Strikes Back", "episode 5", true),
    ])
    func everyQueryWordStartsATitleWord(title: String, query: String, matches: Bool) {
        #expect(TitleMatching.title(title, matches: TitleMatching.queryWords(of: query)) == matches)
    }

    @Test func aQueryWordKeepsWhatWasTypedItsJoinedFormAndItsParts() throws {
        let words = TitleMatching.queryWords(of: "  Spider-Man 2  !! ")
        #expect(words.map(\.typed) == ["Spider-Man", "2"])
        #expect(words.first?.joined == Array("spiderman".utf8))
        #expect(words.first?.parts == [Array("spider".utf8), Array("man".utf8)])
        #expect(words.last?.numeral == Array("ii".utf8))
        #expect(TitleMatching.queryWords(of: "xx").first?.numeral == Array("20".utf8))
        #expect(TitleMatching.queryWords(of: "21").first?.numeral == nil)
        #expect(TitleMatching.queryWords(of: "1979").first?.year == 1979)
        #expect(TitleMatching.queryWords(of: "3000").first?.year == nil)
    }

    @Test(arguments: [
        ("The Matrix", "the matrix", true),
        ("Star Wars: Episode I", "star wars episode i", true),
        ("L'Atalante", "l atalante", true),
        ("The Matrix", "the matri", false),
        ("The Matrix", "the matrix reloaded", false),
        ("The Matrix Reloaded", "the matrix", false),
        ("Matrix", "the matrix", false),
    ])
    func titleEquality(title: String, query: String, equal: Bool) {
        let words = TitleMatching.words(of: query)
        let matches = Array(title.utf8).withUnsafeBytes { TitleMatching.title($0, equals: words) }
        #expect(matches == equal)
    }
}
