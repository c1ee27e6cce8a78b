import Foundation

/// The shared CSV the offline catalog is derived from (`../shared/data/movies.csv`), read here so
/// that the catalog's lists are checked against the data's own counts.
enum MoviesCSV {
    struct Row {
        let title: String
        let year: Int
        let rating: Double
        let votes: Int
        /// The genre columns set to 1 (`Action`, `Animation`, …).
        let genres: Set<String>
    }

    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("../shared/data/movies.csv").standardized.path

    static var isPresent: Bool { FileManager.default.fileExists(atPath: path) }

    static func rows() throws -> [Row] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(fields)
        let header = lines[0]
        let column = { (name: String) in header.firstIndex(of: name)! }
        let genreColumns = ["Action", "Animation", "Comedy", "Drama", "Documentary", "Romance", "Short"]
        return lines.dropFirst().map { cells in
            Row(
                title: cells[column("title")], year: Int(cells[column("year")]) ?? 0,
                rating: Double(cells[column("rating")]) ?? 0, votes: Int(cells[column("votes")]) ?? 0,
                genres: Set(genreColumns.filter { cells[column($0)] == "1" }))
        }
    }

    /// The cells of one line: quoted cells may hold commas and doubled quotes.
    private static func fields(_ line: Substring) -> [String] {
        var cells: [String] = []
        var cell = ""
        var quoted = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch (character, quoted) {
            case ("\"", true):
                // A doubled quote inside a quoted cell is one quote.
                if let next = characters.next() {
                    if next == "\"" {
                        cell.append("\"")
                    } else {
                        quoted = false
                        if next == "," {
                            cells.append(cell)
                            cell = ""
                        } else {
                            cell.append(next)
                        }
                    }
                } else {
                    quoted = false
                }
            case ("\"", false): quoted = true
            case (",", false):
                cells.append(cell)
                cell = ""
            default: cell.append(character)
            }
        }
        cells.append(cell)
        return cells
    }
}
