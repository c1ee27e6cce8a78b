import CommandLineKit
import JSONText

/// `--json FIELDS`: the chosen fields of each result, as gh prints them.
extension MoviesJSONView {
    /// The fields of a result (`movieMembers`), in the document's order.
    static let resultFields = [
        "id", "source_id", "title", "original_title", "release_date", "year", "overview", "vote_average",
        "vote_count", "poster_path", "genre_ids", "url",
    ]
    /// What a person's films add to each result (`creditMembers`).
    static let creditFields = ["character", "jobs"]

    /// The words the text and the options use for a result's fields that are no field's name,
    /// each with the field it is: after `--json` they name a field (`--json rating` is no query
    /// word), refused with the field meant.
    static let fieldWords = [
        "rating": "vote_average", "votes": "vote_count", "genre": "genre_ids", "genres": "genre_ids",
        "poster": "poster_path", "date": "release_date",
    ]

    /// The field `word` means when it is no field's name: the one it is a word for (`rating`), or,
    /// for a word of five letters or more, the field (or word for one) it is one edit from
    /// (`titel`, `ratings`); shorter words are too often query words (`fear`, one from `year`).
    static func fieldMeant(by word: String) -> String? {
        let word = word.lowercased()
        if let field = fieldWords[word] { return field }
        guard word.count >= 5 else { return nil }
        let names = (resultFields + creditFields + fieldWords.keys.sorted()).filter { $0.count >= 5 }
        return Suggestion.closest(to: word, among: names, within: 1).map { fieldWords[$0] ?? $0 }
    }

    /// Whether `word`, after `--json`, names fields rather than being a query word: a field's
    /// name or a word meaning one (`fieldMeant`), or several words of letters and `_` joined by
    /// commas, one left empty too (`title,`: an unknown one among them is then refused by name,
    /// not searched for); in any case, with spaces after the commas (`fieldNames`).
    @Sendable static func looksLikeFields(_ word: String) -> Bool {
        let parts = fieldNames(word).map { $0.lowercased() }
        let wordy = parts.allSatisfy { part in part.allSatisfy { $0 == "_" || ("a"..."z").contains($0) } }
        guard wordy, parts.contains(where: { !$0.isEmpty }) else { return false }
        return parts.count > 1 || (resultFields + creditFields).contains(parts[0]) || fieldMeant(by: parts[0]) != nil
    }

    /// The names `list` gives, without the spaces around them: `Title, year` is `Title` and
    /// `year`, which name the fields `title` and `year` (a field is named in any case).
    static func fieldNames(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// An array of `document`'s results, each with only `fields`, in their order.
    static func results(_ fields: [String], of document: JSONValue) -> JSONValue {
        guard case .object(let members) = document,
            case .array(let results)? = members.first(where: { $0.key == "results" })?.value
        else { return .array([]) }
        return .array(
            results.map { result in
                guard case .object(let members) = result else { return result }
                return .object(fields.compactMap { field in members.first { $0.key == field } })
            })
    }
}
