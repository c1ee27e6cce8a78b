import Testing

@testable import MoviesData

/// The folding search applies to queries and titles.
struct CatalogTitleFoldingTests {
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
        #expect(CatalogTitleFolding.words(of: text) == words.map { Array($0.utf8) })
    }

    @Test func lettersWithoutALatinBaseStayLetters() {
        #expect(CatalogTitleFolding.words(of: "東京 x") == [Array("東京".utf8), Array("x".utf8)])
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
        let words = CatalogTitleFolding.words(of: query)
        let matches = Array(title.utf8).withUnsafeBytes { CatalogTitleFolding.title($0, equals: words) }
        #expect(matches == equal)
    }
}
