import CommandLineKit
import Testing

/// "Did you mean": the Damerau–Levenshtein distance, and which known word is close enough.
struct SuggestionTests {
    @Test func distanceCountsASwapOnce() {
        #expect(Suggestion.distance(Array("serach"), Array("search")) == 1)
        #expect(Suggestion.distance(Array("--verison"), Array("--version")) == 1)
        #expect(Suggestion.distance(Array("recnet"), Array("recent")) == 1)
        #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.distance([], Array("abc")) == 3)
    }

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
