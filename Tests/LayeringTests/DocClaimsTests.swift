import Foundation
import Testing

/// The guides' lists that a reader takes as the whole: each is the project's, read from where
/// the project keeps it. ARCHITECTURE's repository protocols are the files of
/// `Sources/Domain/Repositories`; DECISIONS' test targets are `Package.swift`'s; the README and
/// the benchmarks' README stay short enough to be read whole; no row of a table stands apart
/// from it, where Markdown would show it as text.
struct DocClaimsTests {
    private static let root = DocSnippetTests.rootFolder

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names in code spans of `line` that end with `suffix`.
    static func names(endingWith suffix: String, in line: some StringProtocol) -> Set<String> {
        Set(String(line).matches(of: #/`(\w+)`/#).map { String($0.1) }.filter { $0.hasSuffix(suffix) })
    }

    @Test func architectureListsEveryRepositoryProtocolOfTheDomain() throws {
        let row = try #require(
            try Self.text("docs/ARCHITECTURE.md").split(separator: "\n").first { $0.hasPrefix("| `Sources/Domain` |") },
            "ARCHITECTURE has no row for Sources/Domain")
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources/Domain/Repositories").path)
        let protocols = Set(files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) })
        #expect(protocols.count >= 3)
        #expect(Self.names(endingWith: "Repository", in: row) == protocols)
    }

    @Test func decisionsListsEveryTestTarget() throws {
        let package = try Self.text("Package.swift")
        let targets = Set(package.matches(of: #/\.testTarget\(\s*name: "(\w+)"/#).map { String($0.1) })
        #expect(targets.count >= 5)
        let table = try Self.text("docs/DECISIONS.md").split(separator: "\n").filter { $0.hasPrefix("| `") }
        let listed = table.reduce(into: Set<String>()) { listed, row in
            let first = row.split(separator: "|").first ?? ""
            listed.formUnion(Self.names(endingWith: "Tests", in: first))
        }
        #expect(listed == targets)
    }

    @Test func theReadmeIsAtMost150LinesAndTheBenchmarksReadmeAtMost250() throws {
        for (path, most) in [("README.md", 150), ("Benchmarks/README.md", 250)] {
            let lines = try Self.text(path).split(separator: "\n", omittingEmptySubsequences: false).count - 1
            #expect(lines <= most, "\(path) has \(lines) lines")
        }
    }

    @Test func theReadmeSaysWhatTheToolDoesAndWhereALearnerStarts() throws {
        let opening = try Self.text("README.md").split(separator: "\n").prefix(12).joined(separator: " ")
        #expect(opening.contains("movies search alien"))
        #expect(opening.contains("A learner starts at") && opening.contains("docs/ARCHITECTURE.md"))
    }

    /// The lines of `text` that start a table row (`| …`) outside fenced blocks but belong to no
    /// table: neither under another row nor a heading over a `|---|` rule. Markdown shows such a
    /// line as text, so the table a reader sees lacks it.
    static func strayTableRows(in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var stray: [String] = []
        var fenced = false
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("|") else { continue }
            let underARow = index > 0 && lines[index - 1].hasPrefix("|")
            let overARule = index + 1 < lines.count && lines[index + 1].wholeMatch(of: #/\|[\s:|-]*-[\s:|-]*/#) != nil
            if !underARow && !overARule { stray.append(line) }
        }
        return stray
    }

    @Test func everyTableRowOfTheGuidesIsInItsTable() throws {
        for document in try DocSnippetTests.documents() + ["Benchmarks/README.md"] {
            #expect(Self.strayTableRows(in: try Self.text(document)).isEmpty, "\(document): a row outside its table")
        }
    }

    @Test func aRowAfterAParagraphIsStray() {
        let table = "| a | b |\n|---|---|\n| 1 | 2 |\n"
        #expect(Self.strayTableRows(in: table + "\nText.\n| 3 | 4 |\n") == ["| 3 | 4 |"])
        #expect(Self.strayTableRows(in: table + "```\n| in a block |\n```\n").isEmpty)
    }

    @Test func namesAreReadOutOfCodeSpans() {
        #expect(
            Self.names(endingWith: "Tests", in: "| `ATests`, `BTests` and `C` | `DTests` |") == [
                "ATests", "BTests", "DTests",
            ])
    }
}
