/// Which film of a series a number names when no title of the series writes that number. Of the
/// series' well-known films (at least a tenth of the best known one's weight, so that a
/// documentary or a fan film is no sequel), by year:
/// - the Nth, when their titles number them by year or not at all ("star trek 2": The Wrath of
///   Khan; "lotr 3": The Return of the King);
/// - else the film whose title writes no number, numbered one below the next film by year that
///   writes one ("star wars 4": Star Wars of 1977, before Episode V);
/// - else a well-known title whose first word is the series' first letter and the number
///   ("x-men 2": X2).
enum SeriesNumbering {
    /// The film of `series` (ranks of `titles`) that `number` names, or `nil`; `firstLetter` is the
    /// series' name's first letter, for the last rule.
    static func film(_ number: Int, of series: [Int], firstLetter: UInt8?, titles: some SearchableTitles) -> Int? {
        guard number >= 1, let bestWeight = series.map({ titles.weight(atRank: $0) }).max() else { return nil }
        let floor = max(TitleRanking.wellKnownWeight, bestWeight / 10)
        let films = series.filter { titles.weight(atRank: $0) >= floor }.sorted {
            let (left, right) = (titles.year(atRank: $0), titles.year(atRank: $1))
            return left != right ? left < right : titles.weight(atRank: $0) > titles.weight(atRank: $1)
        }
        let numbers = films.map { TitleInitials.numbers(in: titles.titleBytes(atRank: $0)) }
        let numberedByYear = numbers.indices.allSatisfy { numbers[$0].isEmpty || numbers[$0].contains($0 + 1) }
        if numberedByYear {
            return films.count >= number ? films[number - 1] : firstLetter.flatMap { titled($0, number, titles) }
        }
        for index in films.indices where numbers[index].isEmpty {
            let next = numbers[(index + 1)...].first { !$0.isEmpty }
            if let next, let lowest = next.min(), lowest - 1 == number { return films[index] }
        }
        return firstLetter.flatMap { titled($0, number, titles) }
    }

    /// The best-known title whose first word is `letter` and `number` ("X2"), when well known.
    private static func titled(_ letter: UInt8, _ number: Int, _ titles: some SearchableTitles) -> Int? {
        let word = [letter] + Array(String(number).utf8)
        let postings = titles.wordIndex.postings(forWord: word)
        // Postings are in rank order: the best known first.
        for posting in postings {
            let rank = titles.wordIndex.posting(at: posting)
            guard titles.weight(atRank: rank) >= TitleRanking.wellKnownWeight else { return nil }
            let title = String(decoding: titles.titleBytes(atRank: rank), as: UTF8.self)
            if TitleMatching.words(of: title).first == word { return rank }
        }
        return nil
    }
}
