import Testing

/// The tmux capture reader the README's poster test compares with.
struct StyledScreenTests {
    private let esc = "\u{1B}"

    /// Seen in CI: the same screen, the reset written at the end of one row or at the start of
    /// the next, because the first row's end was erased in one run and written in the other.
    @Test func whereTheResetFallsDoesNotMatter() {
        let atTheEnd = ["\(esc)[2mWelcome.\(esc)[0m\(esc)[39m\(esc)[49m", "\(esc)[38;5;24m\(esc)[48;5;24m▀"]
        let atTheStart = ["\(esc)[2mWelcome.", "\(esc)[0m\(esc)[38;5;24m\(esc)[48;5;24m▀"]
        #expect(StyledScreen(capture: atTheEnd) == StyledScreen(capture: atTheStart))
        #expect(StyledScreen(capture: ["a   "]) == StyledScreen(capture: ["a"]))
    }

    @Test func aColourOrAnAttributeDoes() {
        let blue = StyledScreen(capture: ["\(esc)[38;5;18m▀"])
        #expect(blue != StyledScreen(capture: ["\(esc)[38;5;19m▀"]))
        #expect(blue != StyledScreen(capture: ["\(esc)[38;5;18m\(esc)[48;5;18m▀"]))
        #expect(StyledScreen(capture: ["\(esc)[2ma"]) != StyledScreen(capture: ["a"]))
        #expect(StyledScreen(capture: ["\(esc)[1ma\(esc)[22mb"]) == StyledScreen(capture: ["\(esc)[1ma\(esc)[0mb"]))
        #expect(StyledScreen(capture: ["\(esc)[7m "]) != StyledScreen(capture: [" "]), "a reversed blank is seen")
    }
}
