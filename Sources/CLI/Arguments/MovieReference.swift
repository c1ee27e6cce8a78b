/// A movie's id as the command line writes it, carrying its source: TMDB's ids are plain
/// numbers (`603`), the offline catalog's start with `c` (`c6088`). The two sources number their
/// movies independently, so a catalog id must never be taken for TMDB's: `show 550` is Fight
/// Club on TMDB, and the catalog's 8MM is `show c550`.
struct MovieReference: Sendable, Hashable {
    /// What starts a catalog id.
    static let catalogPrefix = "c"

    let source: MoviesSourceKind
    /// The source's own number for the movie.
    let id: Int

    init(source: MoviesSourceKind, id: Int) {
        self.source = source
        self.id = id
    }

    /// `603` (TMDB) or `c6088` (catalog; `C6088` too); `nil` for anything else, a number that
    /// is not positive included.
    init?(parsing text: String) {
        let catalog = text.first == "c" || text.first == "C"
        let digits = catalog ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let id = Int(digits), id > 0
        else { return nil }
        self.init(source: catalog ? .catalog : .tmdb, id: id)
    }

    /// The id as text views, TSV and `show` write it: `603`, `c6088`.
    var text: String {
        switch source {
        case .tmdb: String(id)
        case .catalog: Self.catalogPrefix + String(id)
        }
    }
}
