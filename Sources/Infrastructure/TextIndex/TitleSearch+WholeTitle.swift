/// The reading of `TitleSearch` that compares the query with whole titles: a title typed with
/// slips in several of its words ("teh greeen mile", "shawn of the ded", "vidio drom"), which
/// no word-by-word reading finds.
extension TitleSearch {
    /// Reads `reading`, of two words or more, as the well-known title whose letters are fewest
    /// edits from the query's, about a fifth of them at most (with a leading article on both or
    /// neither), starting with the same letter and having the same numbers ("toy story 4" is no
    /// Toy Story 2, "casino royale 2006" no Casino Royale); of titles as near, the best known.
    /// Its words are then searched, the film first, and said, and the words typed beside them
    /// said to be left out. Whether one was found. A word alone is left to the vocabulary's
    /// corrections ("superbad" is no Superman).
    mutating func readingWholeTitle(
        _ reading: (words: [QueryWord], year: Int?), matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Bool {
        let typed = SpeltTitle(reading.words)
        guard reading.words.count >= 2, typed.letters.count >= Self.fewestLettersComparedWhole else { return false }
        var best: (rank: Int, distance: Int, weight: Int)?
        for rank in 0..<matcher.titles.wordIndex.titleCount {
            let weight = matcher.titles.weight(atRank: rank)
            guard weight >= TitleRanking.wellKnownWeight,
                reading.year.map({ matcher.titles.year(atRank: rank) == $0 }) ?? true
            else { continue }
            // A title whose first two words start with neither letter the query may start with is
            // not read: most are not.
            let starts = Self.firstLetters(ofTitle: matcher.titles.titleBytes(atRank: rank))
            guard starts.contains(where: typed.firstLetters.contains) else { continue }
            let title = SpeltTitle(Self.words(ofTitleAt: rank, in: matcher.titles))
            guard title.numbers == typed.numbers, let distance = typed.distance(to: title, limit: best?.distance)
            else { continue }
            if best.map({ (distance, -weight) < ($0.distance, -$0.weight) }) ?? true {
                best = (rank, distance, weight)
            }
        }
        guard let best else { return false }
        let words = Self.words(ofTitleAt: best.rank, in: matcher.titles)
        if Self.changesAWord(reading.words, to: words), Self.isTitleWithAWordAdded(reading, matcher: &matcher) {
            return false
        }
        matches = [best.rank] + matcher.matches(words, year: reading.year).filter { $0 != best.rank }
        searchedAs = (Self.text(words), reading.year)
        // Whole words typed beside the title's, each of them as typed, are left out, not
        // corrected ("the ladykillers coen", "freaky friday 70s").
        let titleWords = Set(words.map(\.joined))
        let extra = reading.words.filter { !titleWords.contains($0.joined) }
        if reading.words.count - extra.count == words.count { leftOutWords = extra.map(\.typed) }
        foundTheTitle = true
        return true
    }

    /// Whether `title` is `typed` word for word but for a word that does not start with the same
    /// letter, in its place: another word, not a slip ("baby" for "lady"; not "prophecy" for
    /// "prophecies"), numbers and articles aside ("three" for "3", "the" for "a"). Words typed
    /// joined are compared by their parts ("one hundred").
    private static func changesAWord(_ typed: [QueryWord], to title: [QueryWord]) -> Bool {
        let (typed, title) = (typed.flatMap(\.parts), title.flatMap(\.parts))
        let isNumberOrArticle = { (word: [UInt8]) in WordForms.isNumber(word) || StopWords.articles.contains(word) }
        return typed.count == title.count
            && zip(typed, title).contains { $0.first != $1.first && !isNumberOrArticle($0) && !isNumberOrArticle($1) }
    }

    /// Whether `reading` is a well-known title with one word added, a word titles have: a word
    /// added is a nearer slip than a word changed ("three men and a little baby" is Three Men
    /// and a Baby, not 3 Men and a Little Lady), left to leaving words out.
    private static func isTitleWithAWordAdded(
        _ reading: (words: [QueryWord], year: Int?), matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Bool {
        reading.words.indices.contains { index in
            guard !reading.words[index].isNumeral,
                !matcher.titles.wordIndex.postings(forWord: reading.words[index].joined).isEmpty
            else { return false }
            var rest = reading.words
            rest.remove(at: index)
            let found = matcher.matches(rest, year: reading.year)
            return matcher.isWellKnown(found) && matcher.isExact(found[0], words: rest)
        }
    }

    /// The fewest letters a query has for it to be compared with whole titles: fewer have too
    /// many titles near.
    private static let fewestLettersComparedWhole = 6

    /// The first letters (or digits), lowercased, of the first two words of `title`.
    private static func firstLetters(ofTitle title: UnsafeRawBufferPointer) -> [UInt8] {
        var letters: [UInt8] = []
        var inWord = false
        for byte in title {
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            let isLetter =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower)
            if isLetter, !inWord {
                letters.append(lower)
                if letters.count == 2 { break }
            }
            inWord = isLetter || (inWord && byte != UInt8(ascii: " "))
        }
        return letters
    }

    /// The words of the title at `rank`, lowercased as a query is typed, "&" read as "and".
    private static func words(ofTitleAt rank: Int, in titles: some SearchableTitles) -> [QueryWord] {
        typedWords(ofTitle: titles.titleBytes(atRank: rank))
    }

    /// The words of `title` as a query would type them: lowercased, "&" read as "and".
    static func typedWords(ofTitle title: UnsafeRawBufferPointer) -> [QueryWord] {
        TitleMatching.queryWords(
            of: String(decoding: title, as: UTF8.self).lowercased().replacing(" & ", with: " and "))
    }
}

/// A title's or a query's letters, apart from its numbers, to compare whole.
private struct SpeltTitle {
    /// The letters (and digits inside words) of the words that are no number, joined.
    let letters: [UInt8]
    /// The same without a leading article.
    let lettersAfterArticle: [UInt8]
    /// The words that are numbers (a year too), as their values, in order.
    let numbers: [Int]
    /// The letters the two comparisons start with.
    var firstLetters: [UInt8] { [letters.first, lettersAfterArticle.first].compactMap { $0 } }

    init(_ words: [QueryWord]) {
        let isNumber = { (word: QueryWord) in
            word.isNumeral || word.joined.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        let named = words.filter { !isNumber($0) }
        letters = named.flatMap(\.joined)
        let article = named.first.map(StopWords.isArticle) ?? false
        lettersAfterArticle = article ? named.dropFirst().flatMap(\.joined) : letters
        numbers = words.filter(isNumber).compactMap {
            WordForms.value(of: $0.joined) ?? Int(String(decoding: $0.joined, as: UTF8.self))
        }
    }

    /// The edits between these letters and `title`'s, both with their article or both without,
    /// when they start alike and are within a fifth of the letters compared, rounded up, two at
    /// least (and within `limit`); `nil` otherwise: "the incredible hulk" is no The Incredibles.
    func distance(to title: SpeltTitle, limit: Int?) -> Int? {
        [(letters, title.letters), (lettersAfterArticle, title.lettersAfterArticle)]
            .compactMap { typed, titled in
                guard let first = typed.first, first == titled.first else { return nil }
                let most = max(2, (typed.count + 2) / 5)
                return EditDistance.distance(typed, titled, limit: min(limit ?? .max, most))
            }
            .min()
    }
}
