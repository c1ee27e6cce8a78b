import Foundation
import Testing

/// Every path of the project that `README.md` and `docs/` name (`Sources/…`, `Tests/…`,
/// `Scripts/…`, `Benchmarks/…`, `Fuzz/…`, `docs/…`, in code spans or links) exists: a guide
/// that sends a reader to a file that moved fails here. Placeholders (`<Layer>`, `*`) are
/// left aside.
struct DocPathsTests {
    private static let root = DocSnippetTests.rootFolder

    /// The project paths `text` names, without trailing punctuation.
    static func paths(in text: String) -> [String] {
        let pattern = #/(?:\.\./)?(?:Sources|Tests|Scripts|Benchmarks|Fuzz|docs|\.ci)/[A-Za-z0-9_+./<>*-]*/#
        return text.matches(of: pattern).compactMap { match in
            var path = String(match.output)
            while path.hasPrefix("../") { path.removeFirst(3) }
            while let last = path.last, ".,:)".contains(last) { path.removeLast() }
            guard !path.contains("<"), !path.contains("*"), !path.contains("...") else { return nil }
            return path
        }
    }

    @Test func everyPathAGuideNamesExists() throws {
        var missing: [String] = []
        for document in try DocSnippetTests.documents() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for path in Self.paths(in: text)
            where !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path) {
                missing.append("\(document): \(path)")
            }
        }
        #expect(missing.isEmpty, "named but not there:\n\(missing.joined(separator: "\n"))")
    }

    /// ARCHITECTURE is read first and whole: the rest waits in DECISIONS and the walkthroughs.
    @Test func theArchitectureIsAtMost250Lines() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 250, "docs/ARCHITECTURE.md has \(lines) lines")
    }

    @Test func pathsAreReadOutOfCodeAndLinks() {
        let text = "see `Sources/Domain/Movie.swift`, [it](../Tests/Fixtures/movies.json). And Scripts/bootstrap."
        #expect(
            Self.paths(in: text) == ["Sources/Domain/Movie.swift", "Tests/Fixtures/movies.json", "Scripts/bootstrap"])
        #expect(Self.paths(in: "`Tests/TestSupport/<Layer>` and `Sources/*/X.swift`").isEmpty)
    }
}
