import TerminalKit
import Testing

/// Width and colour decisions from the environment and the streams.
struct TerminalTraitsTests {
    /// A terminal whose answers a test sets.
    private struct TerminalStub: TerminalProbing {
        var terminals: Set<StandardStream> = []
        var width: Int?

        func isTerminal(_ stream: StandardStream) -> Bool { terminals.contains(stream) }
        func columns(_ stream: StandardStream) -> Int? { terminals.contains(stream) ? width : nil }
    }

    /// An environment, whether stdout is a terminal (100 columns wide), and what should follow.
    struct Case: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let stdoutIsTerminal: Bool
        let expected: Int

        var testDescription: String { "\(environment) terminal: \(stdoutIsTerminal) → \(expected)" }
    }

    static let widthCases: [Case] = [
        Case(environment: [:], stdoutIsTerminal: false, expected: TerminalTraits.unlimitedColumns),
        Case(environment: ["COLUMNS": "120"], stdoutIsTerminal: false, expected: 120),
        Case(environment: ["COLUMNS": "120"], stdoutIsTerminal: true, expected: 120),
        Case(environment: [:], stdoutIsTerminal: true, expected: 100),
        Case(environment: ["COLUMNS": "abc"], stdoutIsTerminal: true, expected: 100),
        Case(environment: ["COLUMNS": "0"], stdoutIsTerminal: false, expected: TerminalTraits.unlimitedColumns),
        Case(environment: ["COLUMNS": "5"], stdoutIsTerminal: false, expected: TerminalTraits.minimumColumns),
    ]

    @Test(arguments: widthCases)
    func widthComesFromColumnsThenTheTerminalElseNoLimit(_ test: Case) {
        let stub = TerminalStub(terminals: test.stdoutIsTerminal ? [.standardOutput] : [], width: 100)
        #expect(TerminalTraits.current(environment: test.environment, terminal: stub).columns == test.expected)
    }

    @Test func aTerminalOfUnknownWidthIsEightyColumns() {
        let stub = TerminalStub(terminals: [.standardOutput], width: nil)
        #expect(TerminalTraits.current(environment: [:], terminal: stub).columns == TerminalTraits.defaultColumns)
    }

    /// `expected` is 1 for colour, 0 for none.
    static let colourCases: [Case] = [
        Case(environment: [:], stdoutIsTerminal: true, expected: 1),
        Case(environment: [:], stdoutIsTerminal: false, expected: 0),
        Case(environment: ["NO_COLOR": "1"], stdoutIsTerminal: true, expected: 0),
        Case(environment: ["NO_COLOR": ""], stdoutIsTerminal: true, expected: 1),
        Case(environment: ["TERM": "dumb"], stdoutIsTerminal: true, expected: 0),
    ]

    @Test(arguments: colourCases)
    func colourOnlyOnATerminalWithoutNoColor(_ test: Case) {
        let stub = TerminalStub(
            terminals: test.stdoutIsTerminal ? [.standardOutput, .standardError] : [.standardError])
        #expect(TerminalTraits.current(environment: test.environment, terminal: stub).usesColor == (test.expected == 1))
    }
}

extension TerminalTraitsTests {
    /// `ColorChoice`'s rule, which a picker drawing on the terminal asks with `onTerminal: true`.
    @Test func theColourRule() {
        let auto = ColorChoice.auto
        #expect(auto.usesColor(onTerminal: true, environment: [:]))
        #expect(!auto.usesColor(onTerminal: false, environment: [:]))
        #expect(!auto.usesColor(onTerminal: true, environment: ["TERM": "dumb"]))
        #expect(!auto.usesColor(onTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(auto.usesColor(onTerminal: false, environment: ["CLICOLOR_FORCE": "1"]))
        #expect(!auto.usesColor(onTerminal: false, environment: ["CLICOLOR_FORCE": "0"]))
        #expect(!auto.usesColor(onTerminal: false, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"]))
        #expect(ColorChoice.always.usesColor(onTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.never.usesColor(onTerminal: true, environment: ["CLICOLOR_FORCE": "1"]))
    }

    /// What the environment says of colour by itself, above a tool's own setting.
    @Test func theEnvironmentsOwnChoice() {
        #expect(ColorChoice.environmentChoice([:]) == nil)
        #expect(ColorChoice.environmentChoice(["NO_COLOR": "", "CLICOLOR_FORCE": "0"]) == nil)
        #expect(ColorChoice.environmentChoice(["NO_COLOR": "1"]) == .never)
        #expect(ColorChoice.environmentChoice(["CLICOLOR_FORCE": "1"]) == .always)
        #expect(ColorChoice.environmentChoice(["CLICOLOR_FORCE": "1", "NO_COLOR": "1"]) == .never, "NO_COLOR wins")
    }
}
