import Testing

@testable import TerminalKit

@Suite struct ClipboardAndBase64Tests {
    @Test func base64PadsAsRFC4648Says() {
        #expect(Base64.encoded(Array("f".utf8)) == "Zg==")
        #expect(Base64.encoded(Array("fo".utf8)) == "Zm8=")
        #expect(Base64.encoded(Array("foobar".utf8)) == "Zm9vYmFy")
    }

    @Test func theClipboardSequenceCarriesTheTextInBase64() {
        #expect(Clipboard.copySequence("c6088") == "\u{1B}]52;c;YzYwODg=\u{07}")
    }
}
