import MoviesDomain

/// The source a command reads, as `--source` (or the `source` setting) names it: TMDB, or the
/// offline catalog.
enum SourceOption: String, Sendable, Hashable, CaseIterable {
    case tmdb
    case catalog

    /// What starts the text form of this source's ids (`Movie.ID.prefix`): TMDB's are written
    /// bare (`603`), the catalog's start with c (`c6088`), as its repository numbers them
    /// (`CommandLineParserTests` holds them to the repositories' own).
    var idPrefix: String {
        switch self {
        case .tmdb: ""
        case .catalog: "c"
        }
    }

    /// The source that shows an id starting with `prefix`: TMDB a bare one or an IMDb one (`tt`),
    /// the offline source any other (the catalog's, or whatever repository stands in its place
    /// in the composition root, as `docs/SWAPPING-REPOSITORIES.md` shows).
    init(idPrefix prefix: String) {
        self = prefix.isEmpty || prefix == Movie.ID.imdbPrefix ? .tmdb : .catalog
    }
}
