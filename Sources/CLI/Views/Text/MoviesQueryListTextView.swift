import MoviesPresentation
import TerminalKit

/// The recent queries as text, newest first, numbered when the interactive flow lets the user
/// pick one.
@MainActor
struct MoviesQueryListTextView {
    let traits: TerminalTraits

    private var style: TextStyle { TextStyle(usesColor: traits.usesColor) }

    func render(_ queries: MoviesQueryListViewModel, numbered: Bool) -> String {
        guard !queries.items.isEmpty else { return queries.emptyDataTitle + "\n" }
        let digits = String(queries.items.count).count
        let lines = queries.items.enumerated().map { index, item in
            let title = TerminalSanitizer.sanitized(item.title)
            guard numbered else { return TextTruncation.truncated(title, toColumns: traits.columns) }
            let number = String(index + 1)
            let prefix = "  " + String(repeating: " ", count: digits - number.count) + number + "  "
            return prefix + TextTruncation.truncated(title, toColumns: traits.columns - prefix.count)
        }
        let heading = numbered ? [style.apply(.heading, queries.screenTitle)] : []
        return (heading + lines).joined(separator: "\n") + "\n"
    }
}
