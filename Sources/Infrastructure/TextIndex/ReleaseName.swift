/// A query pasted from a release's file name, read as its title and year:
/// `The.Matrix.1999.1080p.BluRay.x264.mkv` is "The Matrix 1999", `Fight.Club.1999.mkv` "Fight
/// Club 1999" (the year is then read as the year to keep, as for any query). Dots, underscores
/// and brackets between words are spaces (`Unforgiven[1992]DvDrip`), and everything from the
/// first release tag on (a resolution, a codec, a source, a file extension) is dropped: release
/// names put the tags after the title and year. So is what follows the year (an edition:
/// `EXTENDED`, `Directors.Cut`, `REMASTERED`) and tags in brackets before the title (a release
/// group's, `[YTS.AG]`, or a source's, `[DVDRip] Mutiny on the Bounty (1935)`), and after a year in
/// brackets (`City Lights (1931) [Criterion]`, `Highlander (1986) - IMDb`). A word is taken
/// apart at its dots and brackets only when that shows a release name (a tag, or a year after
/// the first word), so that "E.T." stays one word.
enum ReleaseName {
    /// `text` with a release name's tags dropped and its dots read as spaces; `text` itself when
    /// it names no release.
    static func title(of text: String) -> String {
        var tokens: [Substring] = []
        var dotted = false
        for token in text.split(whereSeparator: \.isWhitespace) {
            let pieces = token.split { "._[]()".contains($0) }
            let isRelease =
                pieces.count > 1
                && (pieces.contains(where: isTag) || pieces.dropFirst().contains(where: isYear))
            dotted = dotted || isRelease
            tokens += isRelease ? pieces : [token]
        }
        // Tags in brackets before the title name no title; the tags after start after some title
        // word: "1080p" alone is a query like any other.
        let start = tokens.firstIndex { !isBracketedTag($0) } ?? tokens.startIndex
        let cut = tokens.indices.dropFirst(start + 1).first { isTag(tokens[$0]) }
        // A year in brackets then a tag in brackets, or a page's name after a dash: a shop's or a
        // site's name ("City Lights (1931) [Criterion]", "Highlander (1986) - IMDb").
        let tagAfterYear = tokens.indices.dropFirst(start + 1).contains { index in
            let after = tokens[(index + 1)...]
            return isYear(tokens[index]) && "([".contains(tokens[index].first ?? " ")
                && (after.first.map(isBracketedTag) == true
                    || (after.count == 2 && after.first == "-" && pageNames.contains(after.last?.lowercased() ?? "")))
        }
        guard dotted || start > 0 || cut != nil || tagAfterYear else { return tokens.joined(separator: " ") }
        let named = tokens[start..<(cut ?? tokens.endIndex)]
        // The title and its year end the name; an edition's words after the year are no title's.
        let year = named.indices.dropFirst().last { isYear(named[$0]) }
        return named[..<(year.map { $0 + 1 } ?? named.endIndex)].joined(separator: " ")
    }

    /// Whether `token` is a tag in brackets: a release group's ("[YTS.AG]", "[rarbg]") or a
    /// release tag ("[DVDRip]", "[1080p]"), which names no title; a year in brackets is a year.
    private static func isBracketedTag(_ token: Substring) -> Bool {
        token.count > 2 && token.first == "[" && token.last == "]" && !isYear(token)
    }

    /// Whether `token` is a release tag, brackets and a release group after "-" aside
    /// ("[1080p]", "x264-GROUP").
    static func isTag(_ token: Substring) -> Bool {
        let word = token.lowercased().filter { !"[]()".contains($0) }.split(separator: "-").first.map(String.init) ?? ""
        if tags.contains(word) { return true }
        // A resolution: 480p, 720p, 1080p, 2160p, 1080i.
        guard let last = word.last, last == "p" || last == "i" else { return false }
        let digits = word.dropLast()
        return (3...4).contains(digits.count) && digits.allSatisfy(isDigit)
    }

    private static func isYear(_ token: Substring) -> Bool {
        let digits = token.filter { !"[]()".contains($0) }
        guard digits.count == 4, digits.allSatisfy(isDigit), let year = Int(digits) else { return false }
        return (1870...2030).contains(year)
    }

    private static func isDigit(_ character: Character) -> Bool {
        ("0"..."9").contains(character)
    }

    /// Whether `word` names an edition of a film, or calls it one ("extended", "directors cut",
    /// "remastered", "movie", "dvd"): a word about the film, not of its title.
    static func isEditionWord(_ word: QueryWord) -> Bool {
        editionWords.contains(String(decoding: word.joined, as: UTF8.self))
    }

    private static let editionWords: Set<String> = [
        "extended", "edition", "directors", "director", "cut", "remastered", "restored", "uncut", "unrated",
        "theatrical", "special", "collectors", "anniversary", "version", "movie", "film", "dvd", "trailer",
        "soundtrack",
        // Where a title was copied from: a page's name ("The Lion King (1994) - IMDb").
        "imdb", "tmdb",
    ]

    /// The sites whose page names follow a title and its year ("- IMDb"), lower case.
    private static let pageNames: Set<String> = ["imdb", "tmdb", "wikipedia", "letterboxd"]

    /// Codecs, sources and file extensions that no title word is, lower case.
    private static let tags: Set<String> = [
        "4k", "uhd", "x264", "x265", "h264", "h265", "hevc", "xvid", "divx", "10bit", "hdr", "bluray", "bdrip", "brrip",
        "webrip", "webdl", "dvdrip", "dvdscr", "hdrip", "hdtv", "remux", "mkv", "mp4", "avi", "m4v", "wmv", "mpg",
    ]
}
