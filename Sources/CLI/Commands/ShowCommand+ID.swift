import CommandLineKit
import MoviesDomain

extension ShowCommand {
    /// The prefixes of the offline repositories' ids: the catalog's `c`, and the JSON file's `j`
    /// when it stands in the catalog's place (`docs/SWAPPING-REPOSITORIES.md`);
    /// `CommandLineParserTests` holds them to the repositories' own.
    static let offlineIDPrefixes: Set<String> = ["c", "j"]

    /// What a movie id looks like, as a usage error says it.
    static let idRule =
        "a movie id is a number (TMDB, as in 550), tt and digits (IMDb, as in tt0137523) "
        + "or c and a number (offline catalog, as in c6088)"

    /// The movie `word` names, as people paste ids: TMDB's number, an IMDb id (looked up by TMDB)
    /// or the offline source's own, alone or in its page's address (`pastedID`); the id chooses
    /// the source unless `--source` chose one it cannot be shown from. An IMDb id with `--source
    /// catalog` is parsed: the run says the catalog has none (exit 1).
    static func movieID(_ word: String, source: inout SourceArguments) throws(ArgumentError) -> Movie.ID {
        guard let id = Movie.ID(parsing: pastedID(word)),
            id.prefix.isEmpty || id.isIMDb || offlineIDPrefixes.contains(id.prefix)
        else {
            if isTooLarge(word) {
                throw ArgumentError("no movie has the id \(word): its number is over \(Int.max)")
            }
            throw ArgumentError("\(idRule), not \(ArgumentText.quoted(word))")
        }
        let idSource = SourceOption(idPrefix: id.prefix)
        switch (source.source, idSource) {
        case (.tmdb, .catalog):
            throw ArgumentError("\(id) is an offline catalog id, which --source tmdb cannot show")
        case (.catalog, .tmdb) where !id.isIMDb:
            // The catalog numbers its own films: c550 is another film than TMDB's 550.
            throw ArgumentError("\(id) is a TMDB id, which --source catalog cannot show; \(catalogIDs)")
        case (.catalog, .tmdb):
            break
        default:
            // The id says where the movie is.
            source.source = idSource
        }
        return id
    }

    /// The id in `word` when it is pasted from a movie's page: TMDB's address or its last part
    /// (`https://www.themoviedb.org/movie/550-fight-club`, `550-fight-club`: 550), IMDb's
    /// (`https://www.imdb.com/title/tt0137523/`: tt0137523); else `word` itself. An address
    /// holds only its site's ids: TMDB's `movie/c22460` is no catalog film.
    static func pastedID(_ word: String) -> String {
        var rest = Substring(word)
        var isSitesID: (String) -> Bool = { _ in true }
        for (page, isItsID) in [
            ("themoviedb.org/movie/", { (id: String) in id.allSatisfy(\.isNumber) }),
            ("imdb.com/title/", { (id: String) in id.lowercased().hasPrefix(Movie.ID.imdbPrefix) }),
        ] {
            if let address = rest.firstRange(of: page) { (rest, isSitesID) = (rest[address.upperBound...], isItsID) }
        }
        let id = String(rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) })
        let after = rest.dropFirst(id.count)
        // What may follow an id in an address: its title's words, a path, a query.
        guard !id.isEmpty, after.isEmpty || ["-", "/", "?", "#"].contains(after.first), isSitesID(id) else {
            return word
        }
        return id
    }

    /// Whether `word` is an id's shape (a prefix ids take, then digits) with a number past what
    /// any source numbers its movies with: out of range, not a word that is no id.
    private static func isTooLarge(_ word: String) -> Bool {
        let letters = word.prefix { $0.isASCII && $0.isLetter }.lowercased()
        let digits = word.drop { $0.isASCII && $0.isLetter }
        guard letters.isEmpty || letters == Movie.ID.imdbPrefix || offlineIDPrefixes.contains(letters) else {
            return false
        }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber } && Int(digits) == nil
    }

    /// Where the catalog's own ids are found, since none is the TMDB id's.
    static let catalogIDs =
        "the offline catalog's ids (c and a number) are listed by movies search TITLE --source catalog"

    /// What showing `id` without TMDB's credentials says.
    static func missingCredentials(_ id: Movie.ID) -> String {
        let kind = id.isIMDb ? "an IMDb id, which TMDB looks up" : "a TMDB id"
        return "\(id) is \(kind), and showing it needs \(EnvironmentVariable.tmdbCredentials) (\(catalogIDs))"
    }

    /// What an IMDb id on the offline catalog says: it has none.
    static func noIMDbIDs(_ id: Movie.ID) -> String {
        "\(id) is an IMDb id, and the offline catalog has no IMDb ids: TMDB looks them up "
            + "(leave out --source catalog); \(catalogIDs)"
    }
}
