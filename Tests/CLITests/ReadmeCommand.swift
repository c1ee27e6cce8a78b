/// One command the README shows, parsed into what running it takes.
///
/// Two kinds of blocks hold commands:
/// - ```` ```console ```` blocks: `$ ` lines followed by the output they print. A command is
///   `[printf 'INPUT' | ][NAME=value ...] movies ARGUMENTS[; echo "exit status $?"]`; its output
///   is what a terminal shows, stderr first, then stdout, then the `echo`'s line.
/// - ```` ```sh ```` blocks: developer commands; each `swift run movies ARGUMENTS` in them is a
///   `movies` command whose output is not shown (it needs TMDB).
struct ReadmeCommand: CustomStringConvertible {
    /// The README's line that holds the command (1-based), for failure messages.
    let line: Int
    /// The command as the README writes it.
    let text: String
    let environment: [String: String]
    let arguments: [String]
    let stdin: String
    /// Whether the command ends with `; echo "exit status $?"`.
    let echoesExitStatus: Bool
    /// The output shown under a `console` command; `nil` for a `sh` one.
    let expectedOutput: String?

    var description: String { "README.md:\(line): \(text)" }

    /// Why the README holds a command this parser cannot run: the README must change, or this.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    private static let exitStatusEcho = "; echo \"exit status $?\""
}

// MARK: - Finding commands

extension ReadmeCommand {
    /// Every command of every `console` and `sh` block of `markdown`, in order.
    static func all(in markdown: String) throws -> [ReadmeCommand] {
        var commands: [ReadmeCommand] = []
        var fence: Substring?
        var pending: (line: Int, text: String, output: [Substring])?
        func flush() throws {
            guard let command = pending else { return }
            let output = command.output.map { $0 + "\n" }.joined()
            commands.append(try ReadmeCommand(parsing: command.text, line: command.line, output: output))
            pending = nil
        }
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if fence == nil {
                    fence = line.dropFirst(3)
                } else {
                    try flush()
                    fence = nil
                }
                continue
            }
            switch fence {
            case "console":
                if line.hasPrefix("$ ") {
                    try flush()
                    pending = (index + 1, String(line.dropFirst(2)), [])
                } else if pending != nil {
                    pending?.output.append(line)
                } else {
                    throw Malformed(description: "README.md:\(index + 1): console output before any `$ ` command")
                }
            case "sh":
                guard let start = line.range(of: "swift run movies") else { continue }
                let command = line[start.upperBound...].prefix { $0 != "#" }
                commands.append(try ReadmeCommand(parsing: "movies" + command, line: index + 1, output: nil))
            default:
                continue
            }
        }
        return commands
    }
}

// MARK: - Parsing one command

extension ReadmeCommand {
    init(parsing text: String, line: Int, output: String?) throws {
        var rest = Substring(text.trimmingSpaces())
        echoesExitStatus = rest.hasSuffix(Self.exitStatusEcho)
        if echoesExitStatus { rest = rest.dropLast(Self.exitStatusEcho.count) }
        var stdin = ""
        if rest.hasPrefix("printf ") {
            guard let pipe = rest.range(of: " | ") else {
                throw Malformed(description: "README.md:\(line): printf without a pipe into movies")
            }
            let format = try Self.words(rest[rest.index(rest.startIndex, offsetBy: 7)..<pipe.lowerBound], line: line)
            guard format.count == 1 else { throw Malformed(description: "README.md:\(line): printf takes one format") }
            stdin = format[0].replacingEscapedNewlines()
            rest = rest[pipe.upperBound...]
        }
        var words = try Self.words(rest, line: line)[...]
        var environment: [String: String] = [:]
        while let word = words.first, word != "movies", let equals = word.firstIndex(of: "=") {
            environment[String(word[..<equals])] = String(word[word.index(after: equals)...])
            words = words.dropFirst()
        }
        guard words.first == "movies" else {
            throw Malformed(description: "README.md:\(line): `\(text)` does not run movies")
        }
        self.line = line
        self.text = text
        self.environment = environment
        self.arguments = Array(words.dropFirst())
        self.stdin = stdin
        self.expectedOutput = output
    }

    /// `text` split into words as a shell splits them, for the quoting the README uses: single
    /// quotes, double quotes and bare words.
    private static func words(_ text: Substring, line: Int) throws -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in text {
            switch (quote, character) {
            case (nil, " "):
                if let finished = word { words.append(finished) }
                word = nil
            case (nil, "'"), (nil, "\""):
                quote = character
                word = word ?? ""
            case (let open?, _) where character == open:
                quote = nil
            default:
                word = (word ?? "") + String(character)
            }
        }
        guard quote == nil else { throw Malformed(description: "README.md:\(line): unbalanced quotes") }
        if let word { words.append(word) }
        return words
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// printf's `\n`, the one escape the README's inputs use.
    fileprivate func replacingEscapedNewlines() -> String {
        split(separator: "\\n", omittingEmptySubsequences: false).joined(separator: "\n")
    }
}
