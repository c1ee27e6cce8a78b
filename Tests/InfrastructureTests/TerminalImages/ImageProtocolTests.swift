import Testing

@testable import TerminalImages

@Suite struct ImageProtocolTests {
    @Test func theTerminalsAnswerComesFirst() {
        let kitty = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c"
        #expect(ImageProtocol.detect(reply: kitty, environment: [:]) == .kitty)
        let sixel = "\u{1B}[?63;1;2;4;6;9;15;22c"
        #expect(ImageProtocol.detect(reply: sixel, environment: ["TERM": "xterm-256color"]) == .sixel)
        #expect(ImageProtocol.deviceAttributes(in: sixel) == [63, 1, 2, 4, 6, 9, 15, 22])
        // Attributes without 4: no sixels; the hints decide.
        let plain = "\u{1B}[?62;22c"
        #expect(ImageProtocol.detect(reply: plain, environment: ["TERM_PROGRAM": "iTerm.app"]) == .iterm)
        #expect(ImageProtocol.detect(reply: plain, environment: ["TERM": "xterm-256color"]) == .blocks)
    }

    @Test func withoutAnAnswerTheEnvironmentHints() {
        #expect(ImageProtocol.detect(reply: "", environment: ["TERM": "xterm-kitty"]) == .kitty)
        #expect(ImageProtocol.detect(reply: "", environment: ["KITTY_WINDOW_ID": "1"]) == .kitty)
        #expect(ImageProtocol.detect(reply: "", environment: ["TERM_PROGRAM": "WezTerm"]) == .iterm)
        #expect(ImageProtocol.detect(reply: "", environment: ["TERM": "dumb"]) == .none)
        #expect(ImageProtocol.detect(reply: "", environment: [:]) == .blocks)
    }

    @Test func insideTmuxHalfBlocks() {
        let kitty = "\u{1B}_Gi=31;OK\u{1B}\\"
        #expect(ImageProtocol.detect(reply: kitty, environment: ["TMUX": "/tmp/tmux-0/default,1,0"]) == .blocks)
        #expect(
            ImageProtocol.detect(reply: "", environment: ["TERM": "tmux-256color", "TERM_PROGRAM": "iTerm.app"])
                == .blocks)
    }

    /// tmux with neither `TMUX` nor a `TERM` naming it (`env -i`, `sudo`, a `default-terminal` of
    /// `xterm-256color`) is known by its answer to the version query: half blocks, and no kitty
    /// query sent (`PosterDisplay` asks `query` only when this answer names no multiplexer).
    @Test func tmuxIsKnownByItsVersionReply() {
        let tmux = "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2;4c"
        #expect(ImageProtocol.namesMultiplexer(tmux))
        #expect(ImageProtocol.detect(reply: "", version: tmux, environment: ["TERM": "xterm-kitty"]) == .blocks)
        let kittyVersion = "\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c"
        #expect(!ImageProtocol.namesMultiplexer(kittyVersion))
        #expect(!ImageProtocol.namesMultiplexer(""))
        #expect(ImageProtocol.detect(reply: "", version: kittyVersion, environment: ["TERM": "xterm-kitty"]) == .kitty)
    }

    /// tmux without `TMUX` (after `ssh` from a tmux pane) and GNU screen are known by `TERM`:
    /// the terminal is then not asked, as both would keep the query's APC as the window's title.
    @Test func aMultiplexerIsKnownByTMUXOrByTERM() {
        #expect(ImageProtocol.insideMultiplexer(environment: ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "xterm"]))
        #expect(ImageProtocol.insideMultiplexer(environment: ["TERM": "tmux-256color"]))
        #expect(ImageProtocol.insideMultiplexer(environment: ["TERM": "screen"]))
        #expect(ImageProtocol.insideMultiplexer(environment: ["TERM": "screen.xterm-256color"]))
        #expect(!ImageProtocol.insideMultiplexer(environment: ["TERM": "xterm-256color"]))
        #expect(!ImageProtocol.insideMultiplexer(environment: [:]))
        let kitty = "\u{1B}_Gi=31;OK\u{1B}\\"
        #expect(ImageProtocol.detect(reply: kitty, environment: ["TERM": "screen-256color"]) == .blocks)
    }

    @Test func trueColorIsWhatCOLORTERMSays() {
        #expect(ImageProtocol.hasTrueColor(environment: ["COLORTERM": "truecolor"]))
        #expect(ImageProtocol.hasTrueColor(environment: ["COLORTERM": "24bit"]))
        #expect(!ImageProtocol.hasTrueColor(environment: ["COLORTERM": "yes"]))
        #expect(!ImageProtocol.hasTrueColor(environment: [:]))
    }
}
