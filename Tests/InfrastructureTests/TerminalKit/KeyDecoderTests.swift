import Testing

@testable import TerminalKit

/// The key decoder on byte sequences: text, control keys, every sequence form of the arrows,
/// PgUp/PgDn and Home/End, Esc against a sequence's start, and bracketed paste.
struct KeyDecoderTests {
    private static let esc = "\u{1B}"

    private func keys(_ chunks: String...) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode(Array($0.utf8)) }
    }

    // MARK: - Text and control keys

    @Test(arguments: [
        ("a", "a"), ("é", "é"), ("日本", "日本"), ("star wars", "star wars"), ("Amélie 東京 🎬", "Amélie 東京 🎬"),
    ])
    func utf8TextIsOneKey(typed: String, text: String) {
        #expect(keys(typed) == [.text(text)])
    }

    @Test func aCharacterSplitAcrossReadsWaitsForItsLastByte() {
        var decoder = KeyDecoder()
        let bytes = Array("日é".utf8)  // E6 97 A5 C3 A9

        #expect(decoder.decode(bytes[0..<1]) == [])
        #expect(decoder.decode(bytes[1..<2]) == [])
        #expect(decoder.decode(bytes[2..<4]) == [.text("日")])
        #expect(decoder.decode(bytes[4...]) == [.text("é")])
    }

    @Test func bytesThatStartNoCharacterAreSkipped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x61, 0x80, 0x62]) == [.text("ab")])
        #expect(decoder.decode(Array("\u{9B}x\u{202E}y".utf8)) == [.text("xy")], "C1 and bidi controls are no text")
    }

    @Test(arguments: [
        ([UInt8(0x03)], Key.control("c")), ([0x1A], .control("z")), ([0x1C], .control("\\")),
        ([0x15], .control("u")), ([0x17], .control("w")), ([0x0D], .enter), ([0x0A], .enter),
        ([0x7F], .backspace), ([0x08], .backspace), ([0x09], .tab),
    ])
    func controlBytesAreKeys(bytes: [UInt8], key: Key) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes) == [key])
    }

    @Test func textAroundKeysStaysInOrder() {
        #expect(keys("ab\rc\u{7F}") == [.text("ab"), .enter, .text("c"), .backspace])
    }

    // MARK: - Sequences

    @Test(arguments: [
        // Arrows: CSI, SS3 (application cursor mode), and with modifiers.
        ("[A", Key.up), ("[B", .down), ("[C", .right), ("[D", .left),
        ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left),
        ("[1;5A", .up), ("[1;2B", .down), ("[1;3C", .right),
        // PgUp and PgDn: CSI, and SS3 from an application keypad's 9 and 3.
        ("[5~", .pageUp), ("[6~", .pageDown), ("[5;5~", .pageUp), ("Oy", .pageUp), ("Os", .pageDown),
        // Home and End: xterm, VT220, rxvt, SS3, and an application keypad's 7 and 1.
        ("[H", .home), ("[F", .end), ("[1~", .home), ("[4~", .end), ("[7~", .home), ("[8~", .end),
        ("OH", .home), ("OF", .end), ("Ow", .home), ("Oq", .end), ("[1;5H", .home),
        // The rest a keyboard sends.
        ("[3~", .delete), ("OM", .enter), ("[Z", .backTab),
    ])
    func sequencesAreKeys(sequence: String, key: Key) {
        #expect(keys(Self.esc + sequence) == [key])
    }

    @Test func unknownSequencesAreSkippedWhole() {
        #expect(keys(Self.esc + "[15~x" + Self.esc + "[2~" + Self.esc + "[?1;2c" + "y") == [.text("xy")])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        #expect(keys(Self.esc, "[", "5", "~") == [.pageUp])
        #expect(keys(Self.esc + "[1;", "5A") == [.up])
        #expect(keys(Self.esc, "O", "B") == [.down])
    }

    // MARK: - Esc

    @Test func aLoneEscWaitsThenIsTheEscKey() {
        var decoder = KeyDecoder()

        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isWaitingForMore)
        #expect(decoder.timeOut() == [.escape])
        #expect(!decoder.isWaitingForMore)
        #expect(decoder.timeOut() == [], "nothing waits any more")
    }

    @Test func escBeforeAnotherKeyIsTheEscKeyThenThatKey() {
        #expect(keys(Self.esc + "q") == [.escape, .text("q")])
        #expect(keys(Self.esc + Self.esc + "[A") == [.escape, .up])
    }

    @Test func theStartOfASequenceThatStopsIsEscThenText() {
        var decoder = KeyDecoder()

        #expect(decoder.decode(Array((Self.esc + "[").utf8)) == [])
        #expect(decoder.timeOut() == [.escape, .text("[")])
    }

    @Test func anIncompleteCharacterIsDroppedWhenTimeRunsOut() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xE6, 0x97]) == [])
        #expect(decoder.timeOut() == [])
        #expect(decoder.decode(Array("a".utf8)) == [.text("a")])
    }

    // MARK: - Bracketed paste

    @Test func aPasteIsOneKeyWithoutControlCharacters() {
        let pasted = Self.esc + "[200~star\twars\r\n1977\u{7}" + Self.esc + "[31m!" + Self.esc + "[201~"

        #expect(keys(pasted + "x") == [.paste("star wars  1977[31m!"), .text("x")])
    }

    @Test func aPasteSplitAnywhereIsStillOneKey() {
        let bytes = Array((Self.esc + "[200~日本 movie" + Self.esc + "[201~").utf8)
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
            #expect(keys == [.paste("日本 movie")], "cut at \(cut)")
        }
    }

    /// A paste under way waits past an ESC's wait (`isWaitingForMore` is for that one): its
    /// end comes in the bytes that follow.
    @Test func aPasteWaitsForItsEndPastTheEscapeTimeout() {
        var decoder = KeyDecoder()

        #expect(decoder.decode(Array((Self.esc + "[200~half").utf8)) == [])
        #expect(!decoder.isWaitingForMore && decoder.isPasting)
        #expect(decoder.decode(Array((" done" + Self.esc + "[201~").utf8)) == [.paste("half done")])
        #expect(!decoder.isPasting)
    }

    /// A paste's start whose end never comes took every later key as text (Enter, Esc, Ctrl-C
    /// included): the screen froze. At the paste's timeout it ends with what came, and the keys
    /// after it are keys again.
    @Test func aPasteWhoseEndNeverComesEndsAtItsTimeout() {
        var decoder = KeyDecoder()

        #expect(decoder.decode(Array((Self.esc + "[200~star" + Self.esc + "[2").utf8)) == [])
        #expect(decoder.timeOut() == [.paste("star[2")])
        #expect(!decoder.isPasting)
        #expect(decoder.decode(Array("q\u{3}".utf8)) == [.text("q"), .control("c")])
    }

    @Test func anEmptyPasteIsNoKey() {
        #expect(keys(Self.esc + "[200~\u{7}" + Self.esc + "[201~") == [])
    }

    /// SGR mouse reports: the wheel, a left click (from 1 in the report, from 0 in the key),
    /// releases and other buttons ignored, modifiers left aside, a split report waited for.
    @Test func mouseReportsBecomeMouseKeys() {
        #expect(keys("\u{1B}[<64;3;4M") == [.mouse(.wheelUp)])
        #expect(keys("\u{1B}[<65;3;4M") == [.mouse(.wheelDown)])
        #expect(keys("\u{1B}[<0;10;6M") == [.mouse(.click(row: 5, column: 9))])
        #expect(keys("\u{1B}[<16;10;6M") == [.mouse(.click(row: 5, column: 9))], "Ctrl-click")
        #expect(keys("\u{1B}[<0;10;6m", "\u{1B}[<2;1;1M", "\u{1B}[<32;1;1M", "\u{1B}[<0;0;1M") == [])
        #expect(keys("\u{1B}[<65;3", ";4Mj") == [.mouse(.wheelDown), .text("j")])
    }

    /// A report naming a position no screen has (or a number past `Int`) is no key, and the
    /// keys after it still are.
    @Test func aMouseReportOutOfRangeIsNoKey() {
        #expect(keys("\u{1B}[<0;1;9223372036854775807M", "j") == [.text("j")])
        #expect(keys("\u{1B}[<0;9223372036854775807;1M", "\u{1B}[<0;1;99999999999999999999M") == [])
        #expect(keys("\u{1B}[<0;65536;1M", "\u{1B}[<9223372036854775807;1;1M") == [])
        #expect(keys("\u{1B}[<0;65535;65535M") == [.mouse(.click(row: 65534, column: 65534))])
    }
}
