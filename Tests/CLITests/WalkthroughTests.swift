import Foundation
import Testing

/// `docs/ADDING-A-USE-CASE.md` stays true: every file it names exists (its Swift blocks are
/// checked with every document's, by `DocSnippetTests`).
struct WalkthroughTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
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
