import Foundation
import Testing

/// Every Swift block in `README.md` and `docs/` is compiled: each is an excerpt, line for line
/// (at any indentation), of the Swift file named in the six lines above it, and that file is one of the
/// package's sources or tests, which `swift build` and `swift test` compile. A block that
/// drifts from the code, or names no file, fails here.
struct DocSnippetTests {
    /// The project's folder.
    static let rootFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let root = rootFolder

    /// A Swift block and the file named above it.
    struct Block: CustomStringConvertible {
        let document: String
        let line: Int
        let file: String?
        let lines: [String]

        var description: String { "\(document):\(line)" }
    }

    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    static func blocks(in document: String) throws -> [Block] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
                index += 1
                continue
            }
            let start = index
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[index])
                index += 1
            }
            let above = lines[max(0, start - 6)..<start].reversed()
            blocks.append(
                Block(document: document, line: start + 1, file: above.lazy.compactMap(swiftPath).first, lines: body))
            index += 1
        }
        return blocks
    }

    /// The last `` `Sources/….swift` `` or `` `Tests/….swift` `` path named on `line`.
    static func swiftPath(in line: String) -> String? {
        line.components(separatedBy: "`").last {
            ($0.hasPrefix("Sources/") || $0.hasPrefix("Tests/")) && $0.hasSuffix(".swift") && !$0.contains(" ")
        }
    }

    /// Whether `file` holds `block`'s lines in a row, each with the same added indentation.
    static func file(_ file: [String], holds block: [String]) -> Bool {
        let indent = block.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let trimmed = block.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }
        guard let first = trimmed.first(where: { !$0.isEmpty }) else { return false }
        for (start, line) in file.enumerated() where line.hasSuffix(first) {
            let added = String(line.dropLast(first.count))
            guard added.allSatisfy({ $0 == " " }), let offset = trimmed.firstIndex(of: first) else { continue }
            let begin = start - offset
            guard begin >= 0, begin + trimmed.count <= file.count else { continue }
            let matches = trimmed.enumerated().allSatisfy { pair in
                let actual = file[begin + pair.offset]
                return pair.element.isEmpty
                    ? actual.trimmingCharacters(in: .whitespaces).isEmpty
                    : actual == added + pair.element
            }
            if matches { return true }
        }
        return false
    }

    @Test func everySwiftBlockIsAnExcerptOfACompiledFile() throws {
        var checked = 0
        for document in try Self.documents() {
            for block in try Self.blocks(in: document) {
                guard let path = block.file else {
                    Issue.record(
                        "\(block): a Swift block with no `Sources/…swift` or `Tests/…swift` file named above it")
                    continue
                }
                guard let text = try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8) else {
                    Issue.record("\(block): \(path) does not exist")
                    continue
                }
                if !Self.file(text.components(separatedBy: "\n"), holds: block.lines) {
                    Issue.record("\(block): \(path) does not hold the block, line for line")
                }
                checked += 1
            }
        }
        #expect(checked >= 10, "only \(checked) blocks checked")
    }

    @Test func anExcerptIsFoundAtAnyIndentationAndADriftIsNot() {
        let file = ["struct A {", "    func f() {", "        g()", "", "    }", "}"]
        #expect(Self.file(file, holds: ["func f() {", "    g()", "", "}"]))
        #expect(!Self.file(file, holds: ["func f() {", "    h()", "}"]))
        #expect(!Self.file(file, holds: ["func f() {", "  g()"]))
    }
}
