import CommandLineKit
import Testing

/// "Did you mean": which known word is close enough.
struct SuggestionTests {
    @Test func theClosestWordWithinTwoEditsIsSuggested() {
        #expect(Suggestion.closest(to: "lsit", among: ["add", "list", "tag"]) == "list")
        #expect(Suggestion.closest(to: "--lmiit", among: ["--limit", "--verbose"]) == "--limit")
        #expect(Suggestion.closest(to: "xyzzy", among: ["add", "list", "tag"]) == nil)
    }

    @Test func aWordOfFourLettersOrFewerIsAllowedOneEdit() {
        #expect(Suggestion.closest(to: "tg", among: ["tag"]) == "tag")
        #expect(Suggestion.closest(to: "ta", among: ["add"]) == nil)
        #expect(Suggestion.closest(to: "--ad", among: ["--add", "--id"]) == "--add")
        // Two edits change half of a word of four letters: another word, not a slip.
        #expect(Suggestion.closest(to: "tcsh", among: ["bash", "zsh", "fish"]) == nil)
        #expect(Suggestion.closest(to: "fsih", among: ["bash", "zsh", "fish"]) == "fish")
    }
}
