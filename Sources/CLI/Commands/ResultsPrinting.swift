import JSONText
import MoviesPresentation

/// How a results screen is printed (`SearchCommand.print`): what `movies search` and the lists
/// (`ListCommand`) share.
struct ResultsPrinting {
    var format: OutputFormat
    /// `--limit`: the most results shown; `nil` shows every result of the pages fetched.
    var limit: Int?
    /// `false` with `--no-header`: text without its summary line and column headings.
    var header: Bool
    /// The first page asked for, and how many from it.
    var firstPage: Int
    var pageCount: Int
    /// Whether the query named its year (`--year`): one read from the words is said.
    var typedYear = false
    /// `--json FIELDS`: an array of the results with only these fields, instead of the document.
    var jsonFields: [String]?
    /// What a list adds to a search's rows (`ListCommand`): a row's title in text (a person's
    /// films say what the person did on each), JSON's members for the document and for a row.
    var rowTitle: @MainActor (MoviesListItemViewModel) -> String = { $0.title }
    var jsonMembers: [(key: String, value: JSONValue)] = []
    var jsonRowMembers: @MainActor (MoviesListItemViewModel) -> [(key: String, value: JSONValue)] = { _ in [] }
}
