/// The readings of a query that name a title without its words: its initials (`TitleInitials`),
/// initials and a number, and a sequel's number where no title has the numeral.
extension TitleSearch {
    /// Reads a lone word as a title's initials, an acronym ("lotr"; a subtitle's: "rotj"; of two
    /// letters, a series': "hp") or an initial and a number ("t2"), when that finds a well-known
    /// title: those titles then rank with the word's own matches as if they had it whole, so that
    /// how well known each is decides. Whether it did.
    mutating func readingInitials(
        _ word: QueryWord, year: Int?, matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Bool {
        let byInitials = Self.titles(byInitials: word, year: year, matcher: &matcher)
        guard matcher.isWellKnown(TitleRanking.ordered(byInitials.ranks, scores: byInitials.scores)) else {
            return false
        }
        // Two letters stand for too many titles to name one film: only a series ("hp", "sw").
        if word.joined.count == 2, word.joined.allSatisfy(Self.isLetter) {
            let titles = matcher.titles
            let series = Self.series(named: byInitials.ranks, initials: 2, year: year, matcher: &matcher)
            guard series.count(where: { titles.weight(atRank: $0) >= TitleRanking.wellKnownWeight }) >= 2 else {
                return false
            }
        }
        let ordinary = matcher.scoredMatches([word], year: year)
        var best: [Int: Int] = [:]
        for (rank, score) in zip(ordinary.ranks + byInitials.ranks, ordinary.scores + byInitials.scores) {
            best[rank] = max(best[rank] ?? .min, score)
        }
        matches = TitleRanking.ordered(Array(best.keys), scores: Array(best.values))
        return true
    }

    /// Reads a last word that is a number N (2 to 20, not a year) as the film of the series the
    /// other words find that it names (`SeriesNumbering`), when no title has the numeral: "star
    /// trek 2" is Star Trek: The Wrath of Khan, "jurassic park 2" The Lost World, "star wars
    /// episode 4" Star Wars. That film comes first, then the others' matches, and the number is
    /// said to be left out, the film meant having come first; whether there was one. A film the
    /// series' words do not match ("x-men 2": X2) is not said to be one of their matches: then
    /// nothing is said, the film meant having come first. A 1 is not read so: the words alone
    /// find the first film ("rocky 1" is Rocky, not The Rocky Horror Picture Show of the year
    /// before).
    mutating func readingSequelNumber(
        _ reading: (words: [QueryWord], year: Int?), matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Bool {
        guard let sequel = Self.sequel(reading, matcher: &matcher) else { return false }
        matches = [sequel.film] + sequel.series.filter { $0 != sequel.film }
        foundTheTitle = true
        guard sequel.series.contains(sequel.film) else { return true }
        searchedAs = (Self.text(sequel.name), reading.year)
        leftOutWords = reading.words.dropFirst(sequel.kept).map(\.typed)
        return true
    }

    /// The film `reading` names by its last word, a number (`SeriesNumbering`), the matches of
    /// the series' name (its words but the number, and "part" or "episode" before it), that name,
    /// and how many of the words typed it keeps. "episode" or "part" alone before the number
    /// names the series whose best-known title numbers its films so: `episode iv` is "star wars"
    /// and 4, after "Star Wars: Episode V - The Empire Strikes Back".
    static func sequel(
        _ reading: (words: [QueryWord], year: Int?), matcher: inout TitleMatcher<some SearchableTitles>
    ) -> (film: Int, series: [Int], name: [QueryWord], kept: Int)? {
        guard reading.words.count >= 2, let last = reading.words.last, last.year == nil,
            let number = WordForms.value(of: last.joined)
        else { return nil }
        var name = Array(reading.words.dropLast())
        let kept = name.count
        if let word = name.last, TitleMatching.optionalBeforeNumbers.contains(word.joined) {
            if name.count > 1 {
                name.removeLast()
            } else if let series = seriesName(numberingBy: word, matcher: &matcher) {
                name = series
            }
        }
        let series = matcher.matches(name, year: reading.year)
        // The first film is the one the name is, when it is a well-known title ("rocky 1": Rocky,
        // not The Rocky Horror Picture Show of the year before); else the series' first by year
        // ("star trek 1": The Motion Picture).
        if number == 1, matcher.isWellKnown(series), matcher.isExact(series[0], words: name) {
            return (series[0], series, name, kept)
        }
        guard
            let film = SeriesNumbering.film(
                number, of: series, firstLetter: name.first?.joined.first, titles: matcher.titles)
        else { return nil }
        return (film, series, name, kept)
    }

    /// The words before `word` ("episode", "part") in the best-known title where a number
    /// follows it, when it is well known: its series' name.
    private static func seriesName(
        numberingBy word: QueryWord, matcher: inout TitleMatcher<some SearchableTitles>
    ) -> [QueryWord]? {
        let titles = matcher.titles
        for rank in matcher.matches([word], year: nil).prefix(while: {
            titles.weight(atRank: $0) >= TitleRanking.wellKnownWeight
        }) {
            let words = TitleMatching.words(of: String(decoding: titles.titleBytes(atRank: rank), as: UTF8.self))
            guard let index = words.firstIndex(of: word.joined), index > 0, index + 1 < words.count,
                WordForms.isNumber(words[index + 1])
            else { continue }
            return words[..<index].map(QueryWord.init(corrected:))
        }
        return nil
    }

    /// Reads initials and a number, one word or two ("mi2", "m:i-2", "lotr 3"), as the film of
    /// the series those initials name that the number names: a title of those initials then the
    /// number ("Mission: Impossible II"), else the film `SeriesNumbering` finds among the titles
    /// of those initials ("lotr 3": The Return of the King). It comes first, then the other
    /// titles of those initials; whether there was a well-known one.
    mutating func readingInitialsAndNumber(
        _ words: [QueryWord], year: Int?, matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Bool {
        guard let (letters, number) = Self.initialsAndNumber(words, in: matcher.titles) else { return false }
        let titles = matcher.titles
        var named: [Int] = []
        for rank in 0..<titles.wordIndex.titleCount
        where (year == nil || titles.year(atRank: rank) == year)
            && TitleInitials.title(titles.titleBytes(atRank: rank), hasAcronym: letters)
        {
            named.append(rank)
        }
        // Ranks are in order of weight: the first of those naming the number is the best known,
        // and when it is not well known, none is ("hp 3" is no obscure "H… P… 3").
        let numbered = named.first {
            TitleInitials.title(titles.titleBytes(atRank: $0), hasInitials: letters, thenNumber: number)
        }.flatMap { titles.weight(atRank: $0) >= TitleRanking.wellKnownWeight ? $0 : nil }
        let series = Self.series(named: named, initials: letters.count, year: year, matcher: &matcher)
        // Else the best-known film of the series whose title writes the number ("sw 5": Star
        // Wars: Episode V), else the one the series' order names.
        let writing = series.first {
            titles.weight(atRank: $0) >= TitleRanking.wellKnownWeight
                && TitleInitials.numbers(in: titles.titleBytes(atRank: $0)).contains(number)
        }
        guard
            let film = numbered ?? writing
                ?? SeriesNumbering.film(number, of: series, firstLetter: nil, titles: titles),
            titles.weight(atRank: film) >= TitleRanking.wellKnownWeight
        else { return false }
        let scores = named.map { TitleRanking.score(weight: titles.weight(atRank: $0), match: .wholeWords) }
        matches = [film] + TitleRanking.ordered(named, scores: scores).filter { $0 != film }
        return true
    }

    /// The series the initials name: the titles with every word the initials stand for in the
    /// best-known title of `named` (ranks of the titles of those initials, in order of weight), as
    /// if those words were typed ("hp": "harry potter", not Hocus Pocus nor The Hudsucker Proxy;
    /// "jp": "jurassic park", The Lost World: Jurassic Park included). A leading article is no
    /// word of the name.
    private static func series(
        named: [Int], initials count: Int, year: Int?, matcher: inout TitleMatcher<some SearchableTitles>
    ) -> [Int] {
        guard let best = named.first else { return [] }
        let words = TitleMatching.words(of: String(decoding: matcher.titles.titleBytes(atRank: best), as: UTF8.self))
        let article = words.first.map(StopWords.articles.contains) ?? false
        let name = words.dropFirst(article ? 1 : 0).prefix(count).map(QueryWord.init(corrected:))
        return matcher.matches(Array(name), year: year)
    }

    /// The letters and the number of `words` when they are initials and a number: one word of
    /// two to six letters then digits that is no title word ("mi2"), or a word of two to six
    /// letters that is no title word, nor another form of one, then a number ("lotr 3", "hp 1"),
    /// maybe with "part" or "episode" between ("sw ep 5").
    private static func initialsAndNumber(_ words: [QueryWord], in titles: some SearchableTitles) -> ([UInt8], Int)? {
        let wordIndex = titles.wordIndex
        if words.count == 3, TitleMatching.optionalBeforeNumbers.contains(words[1].joined) {
            return initialsAndNumber([words[0], words[2]], in: titles)
        }
        if words.count == 2, words[1].year == nil, let number = WordForms.value(of: words[1].joined) {
            let letters = words[0].joined
            guard words[0].parts.count == 1, (2...6).contains(letters.count), letters.allSatisfy(isLetter),
                words[0].alternatives.isEmpty, !isWellKnownWord(letters, in: titles)
            else { return nil }
            return (letters, number)
        }
        guard words.count == 1, wordIndex.postings(forWord: words[0].joined).isEmpty else { return nil }
        let letters = Array(words[0].joined.prefix(while: isLetter))
        let digits = words[0].joined.dropFirst(letters.count)
        guard (2...6).contains(letters.count), !digits.isEmpty, digits.allSatisfy({ !isLetter($0) }),
            let number = WordForms.value(of: Array(digits))
        else { return nil }
        return (letters, number)
    }

    /// The titles `word` names by its initials, with their scores as whole-word matches.
    private static func titles(
        byInitials word: QueryWord, year: Int?, matcher: inout TitleMatcher<some SearchableTitles>
    ) -> (ranks: [Int], scores: [Int]) {
        let letters = word.joined
        let titles = matcher.titles
        guard word.parts.count == 1, let initial = letters.first, isLetter(initial) || isDigit(initial) else {
            return ([], [])
        }
        var (ranks, scores) = ([Int](), [Int]())
        func add(_ rank: Int) {
            ranks.append(rank)
            scores.append(TitleRanking.score(weight: titles.weight(atRank: rank), match: .wholeWords))
        }
        let number = Array(letters.dropFirst())
        if isLetter(initial), WordForms.isNumber(number), number.allSatisfy({ !isLetter($0) }) {
            // "t2": titles with a word starting with "t" and the number, then their first word.
            let candidates = matcher.matches(
                [QueryWord(corrected: [initial]), QueryWord(corrected: number)], year: year)
            for rank in candidates
            where TitleInitials.title(titles.titleBytes(atRank: rank), startsWith: initial, thenHas: number) {
                add(rank)
            }
            return (ranks, scores)
        }
        guard isAcronym(word, in: titles) else { return ([], []) }
        // A title's or a subtitle's ("rotj": Star Wars: Episode VI - Return of the Jedi).
        for rank in 0..<titles.wordIndex.titleCount
        where (year == nil || titles.year(atRank: rank) == year)
            && (TitleInitials.title(titles.titleBytes(atRank: rank), hasAcronym: letters)
                || TitleInitials.title(titles.titleBytes(atRank: rank), hasSubtitleAcronym: letters))
        {
            add(rank)
        }
        return (ranks, scores)
    }

    /// Reads two words that are initials as a title's and its subtitle's ("lotr rotk": The Lord
    /// of the Rings: The Return of the King; `TitleInitials`): the titles of both, best known
    /// first; whether the first is well known.
    mutating func readingTitleAndSubtitleInitials(
        _ words: [QueryWord], year: Int?, matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Bool {
        let titles = matcher.titles
        // The subtitle's, no word, says they are initials: the title's may be two letters that
        // are a word too ("st tmp": Star Trek: The Motion Picture).
        let title = words.first?.joined ?? []
        guard words.count == 2, Self.isAcronym(words[1], in: titles),
            Self.isAcronym(words[0], in: titles)
                || (words[0].parts.count == 1 && title.count == 2 && title.allSatisfy(Self.isLetter))
        else { return false }
        // Ranks are in order of weight: the first is the best known.
        let found = (0..<titles.wordIndex.titleCount).filter { rank in
            (year == nil || titles.year(atRank: rank) == year)
                && TitleInitials.title(titles.titleBytes(atRank: rank), hasAcronym: words[0].joined)
                && TitleInitials.title(titles.titleBytes(atRank: rank), hasSubtitleAcronym: words[1].joined)
        }
        guard matcher.isWellKnown(found) else { return false }
        matches = found
        return true
    }

    /// Whether `word` may be an acronym: three to six letters that are no title's word, nor
    /// another form of one, digits standing for a title's numbers ("2f2f": 2 Fast 2 Furious);
    /// or two letters that are no well-known title's ("hp", "sw").
    private static func isAcronym(_ word: QueryWord, in titles: some SearchableTitles) -> Bool {
        let letters = word.joined
        return word.parts.count == 1 && (2...6).contains(letters.count)
            && letters.allSatisfy({ isLetter($0) || isDigit($0) }) && letters.count(where: isLetter) >= 2
            && word.alternatives.isEmpty
            && (letters.count == 2
                ? !isWellKnownWord(letters, in: titles) : titles.wordIndex.postings(forWord: letters).isEmpty)
    }

    /// Whether a well-known title has `word` as a word: "sw" is no word but of an obscure "SW 2.5",
    /// so "sw 4" may be initials. Postings are in rank order: the best known first.
    static func isWellKnownWord(_ word: [UInt8], in titles: some SearchableTitles) -> Bool {
        guard let first = titles.wordIndex.postings(forWord: word).first else { return false }
        return titles.weight(atRank: titles.wordIndex.posting(at: first)) >= TitleRanking.wellKnownWeight
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
