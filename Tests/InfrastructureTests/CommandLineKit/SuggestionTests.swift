import CommandLineKit
import Testing

/// "Did you mean": which known word is close enough.
struct SuggestionTests {
    @Test func theClosestWordWithinTwoEditsIsSuggested() {
        #expect(Suggestion.closest(to: "lsit", among: ["add", "list", "tag"]) == "list")
        #expect(Suggestion.closest(to: "--lmiit", among: ["--limit", "--verbose"]) == "--limit")
        #expect(Suggestion.closest(to: "xyzzy", among: ["add", "list", "tag"]) == nil)
    }

    @Test func aShortWordIsAllowedOneEdit() {
        #expect(Suggestion.closest(to: "tg", among: ["tag"]) == "tag")
        #expect(Suggestion.closest(to: "ta", among: ["add"]) == nil)
        #expect(Suggestion.closest(to: "--ad", among: ["--add", "--id"]) == "--add")
    }
}
