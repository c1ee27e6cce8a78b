import TerminalKit
import Testing

/// OSC 8 hyperlinks: written only when asked for, and never around an address that would end
/// the sequence early or that OSC 8 does not take.
struct TextStyleLinkTests {
    @Test func aLinkIsWrittenOnlyWhenHyperlinksAreOn() {
        let on = TextStyle(usesColor: true, usesHyperlinks: true)
        #expect(
            on.link("Fight Club", to: "https://www.themoviedb.org/movie/550")
                == "\u{1B}]8;;https://www.themoviedb.org/movie/550\u{1B}\\Fight Club\u{1B}]8;;\u{1B}\\")
        #expect(TextStyle(usesColor: true).link("Fight Club", to: "https://x.org") == "Fight Club")
    }

    @Test func anAddressOSC8CannotCarryIsLeftPlain() {
        let on = TextStyle(usesColor: true, usesHyperlinks: true)
        for address in ["https://x.org/\u{1B}]0;pwned\u{7}", "https://x.org/a b", "https://x.org/é", ""] {
            #expect(on.link("text", to: address) == "text", "\(address)")
        }
    }

    @Test func hyperlinksOnlyOnATerminalThatTakesColour() {
        #expect(TerminalTraits(usesColor: true, stdoutIsTerminal: true).usesHyperlinks)
        #expect(!TerminalTraits(usesColor: true, stdoutIsTerminal: false).usesHyperlinks, "--color always into a pipe")
        #expect(!TerminalTraits(usesColor: false, stdoutIsTerminal: true).usesHyperlinks, "NO_COLOR")
    }
}
