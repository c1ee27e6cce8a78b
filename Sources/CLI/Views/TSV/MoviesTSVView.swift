import MoviesDomain
import MoviesPresentation
import TerminalKit

/// The tab-separated lines `--format tsv` prints: one line a movie (id, title, year, rating) or
/// a recent query (text, year), no header, nothing else on stdout. A cell never holds a tab or
/// a line break (the sanitizer turns them into spaces), so every line has the same columns; an
/// unknown year or rating is an empty cell.
enum MoviesTSVView {
    /// `movies search --format tsv`: the rows of `items`.
    static func movies(_ items: some Sequence<MoviesListItemViewModel>) -> String {
        items.map(line).joined()
    }

    /// `movies recent --format tsv`: newest first.
    static func recent(_ queries: [MovieQuery]) -> String {
        queries.map { cells([$0.text, $0.year.map(String.init) ?? ""]) }.joined()
    }

    // MARK: - Lines

    /// `id` (its text form, `c6088` for the catalog), `title`, `year`, `rating` of one movie.
    static func line(_ movie: MoviesListItemViewModel) -> String {
        let rating = movie.ratingText == MovieFormatting.notRated ? "" : movie.ratingText
        let id = movie.id.description
        return cells([id, movie.title, movie.year.map(String.init) ?? "", rating])
    }

    private static func cells(_ cells: [String]) -> String {
        cells.map(TerminalSanitizer.sanitized).joined(separator: "\t") + "\n"
    }
}
