import CommandLineKit
import Testing

/// The kit's messages about a word: quoted without control characters, shortened, and
/// corrected when a known word is close.
struct ArgumentErrorTests {
    @Test func anUnknownWordIsQuotedWithItsDetailAndTheClosestWord() {
        #expect(
            ArgumentError.unknown("unknown action", "lsit", " (add or list)", among: ["add", "list"]).message
                == "unknown action 'lsit' (add or list); did you mean 'list'?")
        #expect(ArgumentError.unknown("no help for", "xyzzy", among: ["add"]).message == "no help for 'xyzzy'")
        #expect(ArgumentError.unexpected("x").message == "unexpected argument 'x'")
    }

    @Test func anArgumentIsQuotedCleanAndShort() {
        #expect(ArgumentText.quoted("x\u{1B}[31my") == "'x[31my'")
        let long = String(repeating: "z", count: 100)
        #expect(ArgumentText.quoted(long) == "'" + String(repeating: "z", count: ArgumentText.maxExcerpt) + "…'")
    }
}
