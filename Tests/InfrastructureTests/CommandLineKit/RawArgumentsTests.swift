import CommandLineKit
import Testing

/// `argv`'s bytes decoded strictly: invalid UTF-8 is refused, not repaired.
struct RawArgumentsTests {
    @Test func validUTF8IsDecodedAsItIs() throws {
        #expect(try RawArguments.decode([Array("add".utf8), Array("Amélie 東京".utf8)]) == ["add", "Amélie 東京"])
    }

    @Test func theFirstInvalidArgumentIsNamedWithTheOnesBeforeIt() {
        #expect(throws: RawArguments.InvalidUTF8(decoded: ["add"])) {
            try RawArguments.decode([Array("add".utf8), [0x73, 0xFF, 0xFE], [0xC3]])
        }
        #expect(RawArguments.InvalidUTF8(decoded: ["add"]).message == "argument 2 is not valid UTF-8")
    }

    @Test func theProcessArgumentsAreRead() {
        #expect(RawArguments.bytes().count == CommandLine.arguments.count - 1)
    }
}
