/// A decade typed beside a title ("freaky friday 70s", "cat people 1940s"): no title has the
/// word, so the search leaves it out; the films of that decade then come first, in their order.
extension TitleSearch {
    /// Puts the matches of the decade a word left out names first. When the decade alone was
    /// left out and a film of it that is the words searched comes first, it is the film meant.
    mutating func preferringDecade(in titles: some SearchableTitles) {
        guard let decade = leftOutWords.lazy.compactMap(Self.decade(named:)).first else { return }
        let years = decade..<(decade + 10)
        let inDecade = matches.filter { years.contains(titles.year(atRank: $0)) }
        matches = inDecade + matches.filter { !years.contains(titles.year(atRank: $0)) }
        if leftOutWords.count == 1, let first = inDecade.first, let searched = searchedAs {
            let words = TitleMatching.queryWords(of: searched.text)
            foundTheTitle = foundTheTitle || TitleMatcher(titles: titles).isExact(first, words: words)
        }
    }

    /// The first year of the decade `word` names: `70s`, `'70s`, `70's` (the 1900s; `00s` and
    /// `10s` the 2000s), `1970s`; `nil` for any other word.
    static func decade(named word: String) -> Int? {
        var digits = Substring(word.lowercased())
        if digits.first == "'" { digits = digits.dropFirst() }
        guard digits.hasSuffix("s") else { return nil }
        digits = digits.dropLast()
        if digits.hasSuffix("'") { digits = digits.dropLast() }
        guard digits.count == 2 || digits.count == 4, digits.last == "0", digits.allSatisfy(\.isASCII),
            let number = Int(digits)
        else { return nil }
        if digits.count == 4 { return (1880...2020).contains(number) ? number : nil }
        return number <= 10 ? 2000 + number : 1900 + number
    }
}
