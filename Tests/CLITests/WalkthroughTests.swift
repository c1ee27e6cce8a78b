import Foundation
import Testing

/// `docs/ADDING-A-USE-CASE.md` stays true: every Swift block in it is an excerpt of the file
/// named just above it, character for character, and every file it names exists.
struct WalkthroughTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyBlockIsAnExcerptOfTheFileNamedAboveIt() throws {
        let lines = try Self.text("docs/ADDING-A-USE-CASE.md").components(separatedBy: "\n")
        var file: String?
        var block: [String]?
        var checked = 0
        for line in lines {
            if var open = block {
                if line == "```" {
                    let path = try #require(file, "a Swift block with no file named above it")
                    let excerpt = open.joined(separator: "\n")
                    #expect(try Self.text(path).contains(excerpt), "\(path) no longer holds:\n\(excerpt)")
                    checked += 1
                    block = nil
                } else {
                    open.append(line)
                    block = open
                }
            } else if line == "```swift" {
                block = []
            } else if line.hasPrefix("`Sources/"), line.hasSuffix(".swift`:") {
                file = String(line.dropFirst().dropLast(2))
            }
        }
        #expect(checked >= 7, "only \(checked) blocks checked")
    }

    @Test func everyFileItNamesExists() throws {
        let document = try Self.text("docs/ADDING-A-USE-CASE.md")
        let paths = document.components(separatedBy: "`").filter {
            ($0.hasPrefix("Sources/") || $0.hasPrefix("Tests/")) && !$0.contains(" ")
        }
        #expect(paths.count >= 10)
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path)")
        }
    }
}
