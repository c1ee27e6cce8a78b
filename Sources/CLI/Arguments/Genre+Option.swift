import MoviesDomain

extension Genre {
    /// The genre as `--genre` takes it: its name in lower case, a hyphen for a space
    /// (`science-fiction`).
    var optionValue: String {
        String(name.lowercased().map { $0 == " " ? "-" : $0 })
    }

    /// The short names people type for a genre, which `--genre` takes too (case, spaces and
    /// hyphens aside): `sci-fi`, `scifi` and `sf` for science fiction, `animated`, `musical`.
    static let aliases: [String: Genre] = [
        "sci-fi": .scienceFiction, "scifi": .scienceFiction, "sf": .scienceFiction, "animated": .animation,
        "musical": .music,
    ]

    /// The genre `word` names as `--genre` takes it: a genre's name or one of its `aliases`.
    static func named(option word: String) -> Genre? {
        let key = { (text: String) in text.lowercased().filter(\.isLetter) }
        return named(word) ?? aliases.first { key($0.key) == key(word) }?.value
    }

    /// What a shell offers after `--genre`: every genre's option value, then the aliases.
    static let optionCompletions = allCases.map(\.optionValue) + aliases.keys.sorted()
}
