import Testing

@testable import MoviesCLI

/// `--line` and `--full-screen` choose the interactive flow's view; by default the terminals
/// decide (`InteractiveCommand`).
struct InteractiveArgumentsTests {
    private let parser = CommandLineParser()

    @Test func lineAndFullScreenChooseTheView() throws {
        #expect(try parser.parse([]) == .run(InteractiveCommand(display: .automatic)))
        #expect(try parser.parse(["--line"]) == .run(InteractiveCommand(display: .line)))
        #expect(
            try parser.parse(["interactive", "--full-screen", "--source", "catalog"])
                == .run(InteractiveCommand(source: SourceArguments(source: .catalog), display: .fullScreen)))
    }

    @Test func bothAreAUsageError() {
        #expect(throws: UsageError(message: "--line and --full-screen cannot be used together", topic: .interactive)) {
            try parser.parse(["--line", "--full-screen"])
        }
    }
}
