import Foundation
import Testing

@testable import MoviesCLI

/// Every command's help ends with two or three examples, and each `movies …` in them is a
/// command line the parser takes: an example never teaches a mistake.
struct HelpExamplesTests {
    @Test(arguments: Subcommand.commands)
    func theHelpEndsWithExamplesThatParse(command: Subcommand) throws {
        let examples = HelpText.examples(command)
        #expect((2...3).contains(examples.count), "\(command): \(examples.count) examples")
        #expect(HelpText.help(command).hasSuffix("Examples:\n" + examples.map { "  " + $0 }.joined(separator: "\n")))

        for example in examples {
            for words in Self.commandLines(in: example) {
                #expect(throws: Never.self, "\(example)") { _ = try CommandLineParser().parse(words) }
            }
        }
    }

    /// The general help's examples and the man page's parse too.
    @Test func theGeneralAndTheManualExamplesParse() throws {
        let examples = HelpText.examples(.general) + ManPage.examples.map(\.0)
        #expect(
            HelpText.help(.general).contains(
                "Examples:\n" + HelpText.examples(.general).map { "  " + $0 }.joined(separator: "\n")))
        for example in examples {
            for words in Self.commandLines(in: example) {
                #expect(throws: Never.self, "\(example)") { _ = try CommandLineParser().parse(words) }
            }
        }
    }

    /// The arguments of each `movies …` an example runs, a nested `$(movies …)` included (whose
    /// output, an id, stands in its place).
    static func commandLines(in example: String) -> [[String]] {
        var text = example
        var lines: [[String]] = []
        while let start = text.range(of: "$("), let end = text[start.upperBound...].firstIndex(of: ")") {
            lines += commandLines(in: String(text[start.upperBound..<end]))
            text.replaceSubrange(start.lowerBound...end, with: "c6088")
        }
        let pattern = try! NSRegularExpression(pattern: "movies\\b[^|()<]*")
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
            let line = String(text[Range(match.range, in: text)!])
            lines.append(line.split(separator: " ").dropFirst().map(String.init))
        }
        return lines
    }

    @Test func aNestedCommandIsReadToo() {
        #expect(
            Self.commandLines(in: "movies show $(movies pick alien)") == [["pick", "alien"], ["show", "c6088"]])
        #expect(Self.commandLines(in: "echo alien | movies --line") == [["--line"]])
        #expect(Self.commandLines(in: "source <(movies completion zsh)") == [["completion", "zsh"]])
    }
}
