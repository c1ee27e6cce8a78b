/// The titles that match a query (`TitleMatching`), in the order search shows them: by how
/// well each matches weighed with how well known it is (`TitleRanking`).
///
/// It forgives, reading the query in turn until a reading finds something: a release's file
/// name is its title and year (`ReleaseName`); initials and a number name a series' film
/// (`lotr 3`, `mi2`); a lone word may be a title's or a subtitle's initials (`lotr`, `t2`,
/// `rotj`: `TitleInitials`), two words a title's and its subtitle's (`lotr rotk`); words typed
/// joined or split are read both ways (`WordSplitting`; `ghostbusters` finds "Ghost Busters"
/// too); a word that starts no title word is read as the vocabulary's word one edit away
/// (`Vocabulary`); then a four-digit year among the words is read as the year to keep (`alien
/// 1979`; first when it finds the title itself: `m 1931`; not when typed first, it starts a
/// title far better known: `2001 kubrick`), and one of two digits typed last when the rest are
/// a title of that year (`cape fear 62`); words about an edition are left out when the rest
/// find a well-known title (`heat movie`), and words finding only little-known titles put a
/// far better known one edit away first (`momento`); then a last number as the film of a series
/// it names, where no title has the numeral (`star trek 2`: `SeriesNumbering`); then one word at
/// a time is read as a vocabulary word one edit away (`forest gump`; a short word too: `fight
/// clib`, `jwas`); then the whole query as the well-known title a few letters from it
/// (`teh greeen mile`: `readingWholeTitle`); then the fewest words are left out that let the rest match
/// (`harry potter 7`; `star wars a new hope`, the rest being a well-known title). A correction
/// is taken only when it keeps the word's first letter (or its first two, swapped) and finds a
/// well-known title: `amelie` is not read as "camelie", nor `the dark knight` as "the dark
/// night". `searchedAs` and `leftOutWords` then say what was searched, for a view to show.
public struct TitleSearch {
    /// The ranks of the matching titles, best first.
    public internal(set) var matches: [Int] = []
    /// The query as searched when it is not the one typed: a word corrected, a year read from
    /// the words, words left out; `nil` when the query was searched as typed, or found nothing.
    public internal(set) var searchedAs: (text: String, year: Int?)?
    /// The words as typed that no matching title has with the others, left out of the search.
    public internal(set) var leftOutWords: [String] = []
    /// Whether the first match is surely the film meant though words were left out: a number
    /// read as the Nth film of a series ("lord of the rings 3", "star trek 2 wrath of khan"),
    /// the words kept being a well-known title itself ("jaws shark": Jaws, but not "toy story
    /// 4", whose number no title has), or those left out its initials ("lotr two towers") or
    /// words about an edition ("heat movie"). A source holding only some films need not say so
    /// then.
    public internal(set) var foundTheTitle = false
    /// The words a spelling correction put in the query (their joined forms), each with the
    /// word as typed: guesses, which leaving words out never keeps alone ("hanks castaway" is no
    /// "hands"), and says as typed when it leaves them out.
    var guessed: [[UInt8]: String] = [:]

    /// Searches `titles` for `text`; with a `year`, only titles of that year match. A decade
    /// typed beside the title puts its films first (`preferringDecade`).
    public init(text: String, year: Int?, in titles: some SearchableTitles) {
        self.init(reading: text, year: year, in: titles)
        preferringDecade(in: titles)
    }

    private init(reading text: String, year: Int?, in titles: some SearchableTitles) {
        var matcher = TitleMatcher(titles: titles)
        let typed = TitleMatching.queryWords(of: ReleaseName.title(of: text))
        // A release's file name read as its title is said, as a correction is.
        let renamed = typed.map(\.typed) != TitleMatching.queryWords(of: text).map(\.typed)
        var words = WordSplitting.joiningNeighbours(typed, in: titles.wordIndex)
        guard !words.isEmpty else { return }
        if readingInitialsAndNumber(words, year: year, matcher: &matcher) { return }
        if words.count == 1, readingInitials(words[0], year: year, matcher: &matcher) { return }
        // Initials and a year ("rhps 1975").
        if year == nil, words.count == 2, let index = words.firstIndex(where: { $0.year != nil }),
            let typedYear = words[index].year, readingInitials(words[1 - index], year: typedYear, matcher: &matcher)
        {
            searchedAs = (words[1 - index].typed, typedYear)
            return
        }
        if readingTitleAndSubtitleInitials(words, year: year, matcher: &matcher) { return }
        var spelling = Spelling(vocabulary: Vocabulary(index: titles.wordIndex))
        var corrected = false
        var correctedFrom: [[UInt8]: QueryWord] = [:]
        for index in words.indices where !matcher.startsATitleWord(words[index]) {
            if let split = matcher.split(words[index]) {
                words[index] = split
            } else if let correction = Self.likelyCorrections(of: words[index], spelling: &spelling).first {
                guessed[correction.joined] = words[index].typed
                correctedFrom[correction.joined] = words[index]
                (words[index], corrected) = (correction, true)
            }
        }
        // A lone word some titles start that is also a title typed joined ("ghostbusters" for
        // "Ghost Busters"): read both ways, so that the more popular comes first.
        if words.count == 1, words[0].parts.count == 1, let split = matcher.split(words[0]) {
            let apart = split.parts.map(QueryWord.init(corrected:))
            if let first = matcher.matches(apart, year: year).first, matcher.isExact(first, words: apart) {
                words[0] = split
            }
        }
        // As typed (with those words corrected), then with a typed year as the year; the year
        // first when it finds the title itself ("m 1931" is "M", not "23rd March 1931"). A
        // number typed first that starts a well-known title is read as that title's rather than
        // as a year finding films far less known ("2001 kubrick": 2001: A Space Odyssey, the rest
        // left out, not a documentary of 2001 on Kubrick).
        var readings = [(words: words, year: year)]
        var titleFirst: Int?
        if year == nil, words.count > 1, let index = words.lastIndex(where: { $0.year != nil }) {
            var rest = words
            let typedYear = rest.remove(at: index).year
            readings.append((rest, typedYear))
            if let first = matcher.matches(rest, year: typedYear).first, matcher.isExact(first, words: rest) {
                readings.reverse()
            }
            titleFirst = index == 0 ? Self.wellKnownTitleWeight(startingWith: words[0], matcher: &matcher) : nil
        }
        // A year typed last in two digits ("cape fear 62"), when the other words are a title of
        // that year and all of them are none.
        let lastYear = words.count > 1 ? Self.twoDigitYear(words[words.count - 1]) : nil
        if year == nil, readings.count == 1, let lastYear {
            let rest = Array(words.dropLast())
            if Self.isTitle(matcher.matches(rest, year: lastYear), of: rest, matcher: matcher),
                !Self.isTitle(matcher.matches(words, year: nil), of: words, matcher: matcher)
            {
                readings.insert((rest, lastYear), at: 0)
            }
        }
        for reading in readings {
            var found = matcher.matches(reading.words, year: reading.year)
            // "heat movie" finds only "Heathcliff: The Movie": without "movie", Heat.
            if !matcher.isWellKnown(found), leavingOutEditionWords(reading, matcher: &matcher) { return }
            guard !found.isEmpty, !corrected || matcher.isWellKnown(found) else { continue }
            if let titleFirst, reading.year != year,
                (matcher.bestWeight(found) ?? 0) < titleFirst / Self.farBetterKnownNumberTitle
            {
                continue
            }
            var searched = reading.words
            // A word typed beside a correction that only starts the film's word is said as that
            // word ("clockwerk orang": "clockwork orange").
            if corrected {
                (searched, found) = Self.wholeWords(searched, found: found, year: reading.year, matcher: &matcher)
            }
            if corrected || renamed || reading.year != year {
                let written = found.first.map { Self.written(Set(correctedFrom.keys), inTitleAt: $0, matcher: matcher) }
                searchedAs = (Self.text(searched, as: written ?? [:]), reading.year)
            }
            matches = found
            // "alien 2" finds only "Alien 2 sulla Terra": the second Alien film comes first.
            if !matcher.isWellKnown(found), let film = Self.sequel(reading, matcher: &matcher)?.film {
                matches = [film] + found.filter { $0 != film }
            } else if !corrected, !matcher.isWellKnown(found) {
                farBetterKnown(reading, found: found, matcher: &matcher, spelling: &spelling)
            }
            return
        }
        for reading in readings where readingSequelNumber(reading, matcher: &matcher) { return }
        for reading in readings where correctingOneWord(reading, matcher: &matcher, spelling: &spelling) { return }
        // The likeliest corrections found no well-known film: the others are tried on the words as
        // typed ("magnoia": Magonia, two letters swapped, is little known; Magnolia is not).
        let asTyped = readings.map { (words: $0.words.map { correctedFrom[$0.joined] ?? $0 }, year: $0.year) }
        for reading in asTyped where corrected && correctingOneWord(reading, matcher: &matcher, spelling: &spelling) {
            return
        }
        for reading in asTyped where readingWholeTitle(reading, matcher: &matcher) { return }
        for reading in readings where leavingOutWords(reading, matcher: &matcher) { return }
    }

    /// How many titles match.
    public var count: Int { matches.count }

    /// The ranks at `positions` of the ordered matches (clamped to the matches).
    public func ranks(at positions: Range<Int>) -> [Int] {
        Array(matches[positions.clamped(to: matches.indices)])
    }

    // MARK: - Readings

    /// Reads one word of `reading` as a vocabulary word one edit away, for the first that finds
    /// a well-known title; whether one did.
    private mutating func correctingOneWord(
        _ reading: (words: [QueryWord], year: Int?), matcher: inout TitleMatcher<some SearchableTitles>,
        spelling: inout Spelling
    ) -> Bool {
        for index in reading.words.indices {
            // A short word too ("fight clib", "jwas"), unless a well-known title has it ("king
            // kong 2005" is no "king king").
            let shortWord = !Self.isWellKnownWord(reading.words[index].joined, in: matcher.titles)
            let corrections = Self.likelyCorrections(
                of: reading.words[index], spelling: &spelling, shortWord: shortWord)
            for correction in corrections.prefix(Self.correctionsTried) {
                var words = reading.words
                words[index] = correction
                var found = matcher.matches(words, year: reading.year)
                // Initials are no misspelt word: "lotr two towers" is not "lord two towers".
                let typed = reading.words[index]
                guard matcher.isWellKnown(found),
                    !Self.isInitials(typed, of: matcher.titles.titleBytes(atRank: found[0]))
                else { continue }
                // A correction that only starts the film's word is read as that word: "citizen
                // kain" finds Citizen Kane by "kan", and says "citizen kane".
                (words, found) = Self.wholeWords(words, found: found, year: reading.year, matcher: &matcher)
                let written = Self.written([words[index].joined], inTitleAt: found[0], matcher: matcher)
                (matches, searchedAs) = (found, (Self.text(words, as: written), reading.year))
                return true
            }
        }
        return false
    }

    /// Reads one word of `reading`, whose matches `found` are all little known, as a vocabulary
    /// word one edit away when that finds a well-known film a hundred times as well known: a
    /// word rare in titles is likelier a misspelt famous one ("momento": Memento, 90,000 votes,
    /// before three titles of under ten). Those films come first, then `found`; the correction
    /// is said.
    private mutating func farBetterKnown(
        _ reading: (words: [QueryWord], year: Int?), found: [Int], matcher: inout TitleMatcher<some SearchableTitles>,
        spelling: inout Spelling
    ) {
        let typedWeight = matcher.bestWeight(found) ?? 0
        for index in reading.words.indices where !reading.words[index].isNumeral {
            for correction in Self.likelyCorrections(of: reading.words[index], spelling: &spelling)
                .prefix(Self.correctionsTried)
            {
                var words = reading.words
                words[index] = correction
                let better = matcher.matches(words, year: reading.year)
                guard matcher.isWellKnown(better), let weight = matcher.bestWeight(better),
                    weight / Self.farBetterKnown >= typedWeight
                else { continue }
                let first = Set(better)
                matches = better + found.filter { !first.contains($0) }
                let written = Self.written([correction.joined], inTitleAt: better[0], matcher: matcher)
                searchedAs = (Self.text(words, as: written), reading.year)
                return
            }
        }
    }

    /// How many times as well known a correction's best film must be to come before the typed word's.
    private static let farBetterKnown = 100

    /// The weight of the best-known title having `word` as a word, when it starts with it and
    /// is well known ("2001": 2001: A Space Odyssey); `nil` otherwise.
    private static func wellKnownTitleWeight(
        startingWith word: QueryWord, matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Int? {
        let found = matcher.matches([word], year: nil)
        guard matcher.isWellKnown(found) else { return nil }
        let title = String(decoding: matcher.titles.titleBytes(atRank: found[0]), as: UTF8.self)
        return TitleMatching.words(of: title).first == word.joined ? matcher.bestWeight(found) : nil
    }

    /// How many times as well known a title a number typed first starts must be than the films
    /// of that year the other words find, to be read as that title's.
    private static let farBetterKnownNumberTitle = 10

    /// `words` with each word that only starts a word of the first of `found` read as that
    /// word, and what they find, when the film stays first; `words` and `found` otherwise.
    static func wholeWords(
        _ words: [QueryWord], found: [Int], year: Int?, matcher: inout TitleMatcher<some SearchableTitles>
    ) -> (words: [QueryWord], found: [Int]) {
        guard let first = found.first else { return (words, found) }
        let whole = words.map { wholeWord(starting: $0, inTitleAt: first, matcher: matcher) ?? $0 }
        guard whole != words else { return (words, found) }
        let wholeFound = matcher.matches(whole, year: year)
        return wholeFound.first == first ? (whole, wholeFound) : (words, found)
    }

    /// The word of the title at `rank` that `word` starts but is not, when one is.
    static func wholeWord(
        starting word: QueryWord, inTitleAt rank: Int, matcher: TitleMatcher<some SearchableTitles>
    ) -> QueryWord? {
        let titleWords = TitleMatching.words(
            of: String(decoding: matcher.titles.titleBytes(atRank: rank), as: UTF8.self))
        guard !titleWords.contains(word.joined) else { return nil }
        return titleWords.first { $0.starts(with: word.joined) }.map(QueryWord.init(corrected:))
    }

    /// `word`'s corrections that keep its first letter, or its first two swapped ("agme":
    /// "game"), likeliest first: people rarely mistype a word's first letter, and a new one makes
    /// another word ("amelie" → "camelie"). A word with a single letter typed apart is not
    /// corrected: that letter is part of a name ("wall-e" is not "wall"), nor is a number ("1948"
    /// is no "1984"). With `shortWord`, a word of four letters is read one edit away too
    /// (`Spelling.shortWordCorrections(of:)`), one of three with two neighbours swapped
    /// (`Spelling.swaps(of:)`: "tpo" is "top").
    private static func likelyCorrections(
        of word: QueryWord, spelling: inout Spelling, shortWord: Bool = false
    ) -> [QueryWord] {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        // A possessive's "s" is no letter apart ("rosmary's": "rosemarys").
        let possessive = word.parts.count == 2 && word.parts[1] == [UInt8(ascii: "s")]
        guard word.parts.allSatisfy({ $0.count > 1 }) || possessive, !word.isNumeral,
            !word.joined.allSatisfy(digits.contains)
        else { return [] }
        // The words one edit away hold the swaps, first.
        let short = shortWord ? spelling.shortWordCorrections(of: word) : []
        let swaps = shortWord && short.isEmpty ? spelling.swaps(of: word) : []
        let typed = word.joined
        return (spelling.corrections(of: word) + short + swaps).filter { correction in
            let letters = correction.joined
            // Or its first two letters swapped, a slip of the same letters ("the agme": "the game").
            return letters.first == typed.first
                || (letters.count == typed.count && letters.count > 2 && letters[0] == typed[1]
                    && letters[1] == typed[0] && letters.dropFirst(2) == typed.dropFirst(2))
        }
    }

    /// Whether `word` may be a title's initials: two to six letters typed as one word ("lotr").
    static func isInitials(_ word: QueryWord) -> Bool {
        word.parts.count == 1 && (2...6).contains(word.joined.count)
            && word.joined.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }

    /// Whether `word` names `title` by its initials ("lotr": The Lord of the Rings: The Two
    /// Towers), or by its first word's initial and a number it has ("t3": Terminator 3: Rise of
    /// the Machines).
    static func isInitials(_ word: QueryWord, of title: UnsafeRawBufferPointer) -> Bool {
        if isInitials(word) { return TitleInitials.title(title, hasAcronym: word.joined) }
        guard word.parts.count == 1, let initial = word.joined.first,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(initial)
        else { return false }
        let number = Array(word.joined.dropFirst())
        return WordForms.isNumber(number)
            && number.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            && TitleInitials.title(title, startsWith: initial, thenHas: number)
    }

    /// The most corrections of one word tried when the words find nothing: a few, the likeliest.
    private static let correctionsTried = 5

    /// Whether the first of `found` is the title `words` are.
    private static func isTitle(
        _ found: [Int], of words: [QueryWord], matcher: TitleMatcher<some SearchableTitles>
    ) -> Bool {
        found.first.map { matcher.isExact($0, words: words) } ?? false
    }

    /// The year a word of two digits stands for ("62": 1962, "05": 2005); `nil` for another word.
    private static func twoDigitYear(_ word: QueryWord) -> Int? {
        guard word.joined.count == 2, let value = Int(String(decoding: word.joined, as: UTF8.self)) else { return nil }
        return value <= twoDigitYearsOfThisCentury ? 2000 + value : 1900 + value
    }

    /// The last two digits read as a year of this century: those up to this year's, roughly.
    private static let twoDigitYearsOfThisCentury = 30

    /// The words as typed, corrections in place of the words they correct, each as `written`
    /// writes it when it does.
    static func text(_ words: [QueryWord], as written: [[UInt8]: String] = [:]) -> String {
        words.map { written[$0.joined] ?? $0.typed }.joined(separator: " ")
    }

    /// How the title at `rank` writes those of `corrections` it writes with a sign inside, lower
    /// case: a correction toward a title's own spelling is said as that spelling ("success" is
    /// read "succe$s", The Secret of My Succe$s), not as a misspelling ("succes").
    static func written(
        _ corrections: Set<[UInt8]>, inTitleAt rank: Int, matcher: TitleMatcher<some SearchableTitles>
    ) -> [[UInt8]: String] {
        let title = String(decoding: matcher.titles.titleBytes(atRank: rank), as: UTF8.self)
        var written: [[UInt8]: String] = [:]
        let signed = TitleMatching.queryWords(of: title).filter { $0.parts.count > 1 }
        for word in signed where corrections.contains(word.joined) {
            let isSign = { (character: Character) in !character.isLetter && !character.isNumber }
            let start = word.typed.drop(while: isSign)
            written[word.joined] = String(start.dropLast(start.reversed().prefix(while: isSign).count)).lowercased()
        }
        return written
    }
}
