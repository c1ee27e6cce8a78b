/// The readings of a query that name a title without its words: its initials (`TitleInitials`)
/// and a sequel's number where no title has the numeral.
extension TitleSearch {
    /// Reads a lone word as a title's initials, an acronym ("lotr") or an initial and a number
    /// ("t2"), when that finds a well-known title: those titles then rank with the word's own
    /// matches as if they had it whole, so that how well known each is decides. Whether it did.
    mutating func readingInitials(
        _ word: QueryWord, year: Int?, matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Bool {
        let byInitials = Self.titles(byInitials: word, year: year, matcher: &matcher)
        guard matcher.isWellKnown(TitleRanking.ordered(byInitials.ranks, scores: byInitials.scores)) else {
            return false
        }
        let ordinary = matcher.scoredMatches([word], year: year)
        var best: [Int: Int] = [:]
        for (rank, score) in zip(ordinary.ranks + byInitials.ranks, ordinary.scores + byInitials.scores) {
            best[rank] = max(best[rank] ?? .min, score)
        }
        matches = TitleRanking.ordered(Array(best.keys), scores: Array(best.values))
        return true
    }

    /// Reads a last word that is a number N (2 to 20, not a year) as the Nth of the well-known
    /// films the other words find, by year, when no title has the numeral: "star trek 2" is Star
    /// Trek: The Wrath of Khan, "jurassic park 2" The Lost World. That film comes first, then the
    /// others' matches, and the number is said to be left out; whether there was one.
    mutating func readingSequelNumber(
        _ reading: (words: [QueryWord], year: Int?), matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Bool {
        guard let sequel = Self.sequel(reading, matcher: &matcher) else { return false }
        matches = [sequel.film] + sequel.series.filter { $0 != sequel.film }
        searchedAs = (Self.text(Array(reading.words.dropLast())), reading.year)
        leftOutWords = reading.words.last.map { [$0.typed] } ?? []
        return true
    }

    /// The sequel `reading` names, and the matches of its words but the number: the Nth of the
    /// well-known films those words find, by year. Well known here means at least a tenth of the
    /// best known one's weight, so that a documentary or a fan film is no sequel; and a series
    /// whose titles number their films otherwise than by year is not read so ("star wars 4" is
    /// not The Phantom Menace).
    static func sequel(
        _ reading: (words: [QueryWord], year: Int?), matcher: inout TitleMatcher<some SearchableTitles>
    ) -> (film: Int, series: [Int])? {
        guard reading.words.count >= 2, let last = reading.words.last, last.year == nil,
            let number = WordForms.value(of: last.joined), number >= 2
        else { return nil }
        let series = matcher.matches(Array(reading.words.dropLast()), year: reading.year)
        let titles = matcher.titles
        guard let bestWeight = series.map({ titles.weight(atRank: $0) }).max() else { return nil }
        let floor = max(TitleRanking.wellKnownWeight, bestWeight / 10)
        let films = series.filter { titles.weight(atRank: $0) >= floor }.sorted {
            let (left, right) = (titles.year(atRank: $0), titles.year(atRank: $1))
            return left != right ? left < right : titles.weight(atRank: $0) > titles.weight(atRank: $1)
        }
        let numberedByYear = films.indices.allSatisfy { index in
            let numbers = TitleInitials.numbers(in: titles.titleBytes(atRank: films[index]))
            return numbers.isEmpty || numbers.contains(index + 1)
        }
        guard numberedByYear, films.count >= number else { return nil }
        return (films[number - 1], series)
    }

    /// The titles `word` names by its initials, with their scores as whole-word matches.
    private static func titles(
        byInitials word: QueryWord, year: Int?, matcher: inout TitleMatcher<some SearchableTitles>
    ) -> (ranks: [Int], scores: [Int]) {
        let letters = word.joined
        let titles = matcher.titles
        guard word.parts.count == 1, let initial = letters.first, isLetter(initial) else { return ([], []) }
        var (ranks, scores) = ([Int](), [Int]())
        func add(_ rank: Int) {
            ranks.append(rank)
            scores.append(TitleRanking.score(weight: titles.weight(atRank: rank), match: .wholeWords))
        }
        let number = Array(letters.dropFirst())
        if WordForms.isNumber(number), number.allSatisfy({ !isLetter($0) }) {
            // "t2": titles with a word starting with "t" and the number, then their first word.
            let candidates = matcher.matches(
                [QueryWord(corrected: [initial]), QueryWord(corrected: number)], year: year)
            for rank in candidates
            where TitleInitials.title(titles.titleBytes(atRank: rank), startsWith: initial, thenHas: number) {
                add(rank)
            }
            return (ranks, scores)
        }
        // An acronym: three to six letters that are no title's word, nor another form of one.
        guard (3...6).contains(letters.count), letters.allSatisfy(isLetter), word.alternatives.isEmpty,
            titles.wordIndex.postings(forWord: letters).isEmpty
        else { return ([], []) }
        for rank in 0..<titles.wordIndex.titleCount
        where (year == nil || titles.year(atRank: rank) == year)
            && TitleInitials.title(titles.titleBytes(atRank: rank), hasAcronym: letters)
        {
            add(rank)
        }
        return (ranks, scores)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
