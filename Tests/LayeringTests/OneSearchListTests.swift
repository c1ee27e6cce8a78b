import Foundation
import Testing

/// `docs/ARCHITECTURE.md`'s "One search" section lists the files of the four layer folders that
/// one TMDB search runs (made by `Scripts/one-search-files`), each with its line count. The list
/// stays true: every listed file exists, its count is within 10% of the file's, and the totals
/// add up.
struct OneSearchListTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One row of the list: `| 91 | `Sources/Domain/UseCases/SearchMoviesUseCase.swift` | … |`.
    struct Row {
        let lines: Int
        let path: String
    }

    static func rows() throws -> (rows: [Row], totals: (files: Int, lines: Int)?) {
        let text = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let section =
            try #require(text.components(separatedBy: "\n## One search").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        var rows: [Row] = []
        var totals: (files: Int, lines: Int)?
        for line in section.components(separatedBy: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, let lines = Int(cells[0].filter(\.isNumber)) else { continue }
            if cells[1].hasPrefix("`Sources/") {
                rows.append(Row(lines: lines, path: String(cells[1].dropFirst().dropLast())))
            } else if cells[1].hasPrefix("**") {
                // The totals row: `| **2,000** | **35 files** | … |`.
                let files = Int(cells[1].filter(\.isNumber)) ?? -1
                totals = (files, lines)
            }
        }
        return (rows, totals)
    }

    @Test func everyListedFileExistsWithinTenPercentOfItsCount() throws {
        let (rows, _) = try Self.rows()
        #expect(rows.count >= 10, "only \(rows.count) files listed")
        for row in rows {
            let url = Self.root.appendingPathComponent(row.path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("\(row.path) is listed but missing")
                continue
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            #expect(
                abs(lines - row.lines) * 10 <= row.lines,
                "\(row.path): listed with \(row.lines) lines, has \(lines): run Scripts/one-search-files")
        }
    }

    @Test func onlyLayerFoldersAreListedAndTheTotalsAddUp() throws {
        let (rows, totals) = try Self.rows()
        let layers = ["Sources/Domain/", "Sources/Data/", "Sources/Presentation/", "Sources/CLI/"]
        for row in rows { #expect(layers.contains { row.path.hasPrefix($0) }, "\(row.path) is not in a layer") }
        let listed = try #require(totals, "no totals row")
        #expect(listed.files == rows.count)
        #expect(listed.lines == rows.reduce(0) { $0 + $1.lines })
    }
}
