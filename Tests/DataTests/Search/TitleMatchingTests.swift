import Testing

@testable import MoviesData

/// The one title-matching rule of the sources that search titles themselves.
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
    ])
    func everyQueryWordStartsATitleWord(title: String, query: String, matches: Bool) {
        #expect(TitleMatching.title(title, matches: TitleMatching.words(of: query)) == matches)
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
