import CommandLineKit
import Testing

/// What a command line asks of a tool before a command reads its words: help, the version, the
/// manual page, a command, or the default command's options.
struct InvocationTests {
    private func invocation(_ arguments: [String]) throws(UsageError<String?>) -> Invocation {
        try Invocation(arguments, of: SampleTool.tool)
    }

    @Test func helpVersionAndCommandsAreTold() throws {
        #expect(try invocation([]) == .defaultCommand([]))
        #expect(try invocation(["--verbose"]) == .defaultCommand(["--verbose"]))
        #expect(try invocation(["list", "--limit", "3"]) == .command("list", ["--limit", "3"]))
        #expect(try invocation(["-h", "list"]) == .help(nil))
        #expect(try invocation(["help"]) == .help(nil))
        #expect(try invocation(["help", "tag"]) == .help("tag"))
        // Words after the command are read as `tag x --help` reads them, as gh's `help pr create`.
        #expect(try invocation(["help", "tag", "x"]) == .help("tag"))
        #expect(try invocation(["list", "x", "--help"]) == .help("list"))
        #expect(try invocation(["list", "--", "--help"]) == .command("list", ["--", "--help"]))
        #expect(try invocation(["help", "--man"]) == .manualPage)
        #expect(try invocation(["-v"]) == .version)
        #expect(try invocation(["version"]) == .version)
        // Help about help or the version is the tool's, whose usage line names `--version`.
        for words in [
            ["help", "version"], ["help", "help"], ["help", "--help"], ["version", "--help"], ["-v", "-h"],
            ["help", "help", "x"],
        ] {
            #expect(try invocation(words) == .help(nil), "\(words)")
        }
    }

    @Test(arguments: [
        (["lsit"], "unknown command 'lsit'; did you mean 'list'?", "list"),
        (["hlep"], "unknown command 'hlep'; did you mean 'help'?", nil),
        (["xyzzy"], "unknown command 'xyzzy'", nil),
        (["version", "x"], "version takes no arguments", nil),
        (["help", "--man", "x"], "--man takes no arguments", nil),
        (["help", "tg"], "no help for 'tg'; did you mean 'tag'?", nil),
        (["help", "xyzzy", "x"], "no help for 'xyzzy'", nil),
    ])
    func aWrongWordIsAUsageErrorAboutTheCommandItMeant(arguments: [String], message: String, topic: String?) {
        #expect(throws: UsageError(message: message, topic: topic)) { try invocation(arguments) }
    }

    /// A tool whose `add` takes free words offers a first word that names no command, and is
    /// close to none, as those words; a near miss still suggests the command.
    @Test func wordsThatNameNoCommandAreOfferedToTheWordsCommand() {
        let tool = SampleTool.tool
        let withWords = ToolDescription(
            name: tool.name, summary: tool.summary, commands: tool.commands, generalOptions: tool.generalOptions,
            options: tool.options, wordsCommand: "add")

        let meant = "unknown command 'buy'; did you mean 'notes add buy milk'?"
        #expect(throws: UsageError<String?>(message: meant, topic: "add")) {
            try Invocation(["buy", "milk"], of: withWords)
        }
        #expect(throws: UsageError<String?>(message: "unknown command 'lsit'; did you mean 'list'?", topic: "list")) {
            try Invocation(["lsit"], of: withWords)
        }
        #expect(throws: UsageError<String?>(message: "unknown command 'buy'", topic: nil)) {
            try Invocation(["buy", "milk"], of: tool)
        }
    }

    @Test func aUsageErrorKeepsItsTopic() {
        #expect(throws: UsageError(message: "bad", topic: "list")) {
            try UsageError<String>.about("list") { () throws(ArgumentError) in throw ArgumentError("bad") }
        }
        #expect((try? UsageError<String>.about("list") { () throws(ArgumentError) in 3 }) == 3)
    }
}
