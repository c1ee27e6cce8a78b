/// The readings of `TitleSearch` that leave words out: those about an edition when the rest find
/// a well-known title, and, last, the fewest words that let the rest match; the words left out
/// are said.
extension TitleSearch {
    /// Leaves out the words of `reading` about an edition ("movie", "dvd": `ReleaseName`) when
    /// the rest find a well-known title, which is then the film meant ("heat movie": Heat, not
    /// Heathcliff: The Movie); whether they did.
    mutating func leavingOutEditionWords(
        _ reading: (words: [QueryWord], year: Int?), matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Bool {
        let kept = reading.words.filter { !ReleaseName.isEditionWord($0) }
        guard kept.count < reading.words.count, StopWords.isMeaningful(kept) else { return false }
        let found = matcher.matches(kept, year: reading.year)
        guard matcher.isWellKnown(found) else { return false }
        (matches, searchedAs) = (found, (Self.text(kept), reading.year))
        leftOutWords = reading.words.filter(ReleaseName.isEditionWord).map(\.typed)
        foundTheTitle = true
        return true
    }

    /// Leaves out the fewest words of `reading` that let the rest match, keeping at least half
    /// of them: of the choices that leave out as many, the one keeping the most words that are
    /// no number ("aliens 2" searches "aliens", not "2"), then the one whose best title is best
    /// known. Fewer than half are kept only when they are a well-known title itself, the rest
    /// its subtitle or a word about it ("star wars a new hope": Star Wars). What is kept must
    /// carry meaning (`StopWords`: "may the force be with you" is not "the be you"), is not only
    /// the numbers typed last ("inception 2010" is not "2010"), and a single letter that is no
    /// word is never left out, being part of a name ("wall e" is not "wall"). A word left out
    /// that the best title has within two edits is that word misspelt ("jurrasic park" is
    /// "jurassic park", not "park"). A title typed joined is read apart (`splitting`), and words
    /// finding only little-known titles give way to fewer that are a well-known title. Whether
    /// one matched.
    mutating func leavingOutWords(
        _ reading: (words: [QueryWord], year: Int?), matcher: inout TitleMatcher<some SearchableTitles>
    ) -> Bool {
        let count = reading.words.count
        let fewestKept = count > Self.mostWordsLeftOutOf ? count - 1 : max(1, (count + 1) / 2)
        let lastKept = count > Self.mostWordsLeftOutOf ? fewestKept : 1
        // A title may be typed joined ("tom hanks castaway": Cast Away), and then every word
        // may match ("deadman walking": Dead Man Walking).
        let choosing = Self.splitting(reading, matcher: &matcher)
        if choosing.words != reading.words {
            let found = matcher.matches(choosing.words, year: reading.year)
            if !found.isEmpty {
                matches = found
                return true
            }
        }
        for kept in stride(from: count - 1, through: lastKept, by: -1) {
            let titleOnly = kept < fewestKept
            var best = Self.bestChoice(
                choosing, keeping: kept, titleOnly: titleOnly, guessed: guessed, matcher: &matcher)
            // Words finding only little-known titles give way to fewer that are a well-known
            // title itself ("metropolis fritz lang" is Metropolis, not Begegnung mit Fritz Lang).
            if let found = best?.found, !titleOnly, !matcher.isWellKnown(found) {
                for fewer in stride(from: kept - 1, through: 1, by: -1) {
                    guard
                        let title = Self.bestChoice(
                            choosing, keeping: fewer, titleOnly: true, guessed: guessed, matcher: &matcher)
                    else { continue }
                    best = title
                    break
                }
            }
            var respelling = best.map {
                Self.respelling(choosing, kept: $0.kept, by: $0.found[0], guessed: guessed, matcher: &matcher)
            }
            if let respelling, let best, respelling.respelt.count == count - best.kept.count {
                // Said with whole words, as a correction is ("bonny and clyd": "bonnie and clyde").
                let (respelt, found) = Self.wholeWords(
                    respelling.words, found: matcher.matches(respelling.words, year: reading.year),
                    year: reading.year, matcher: &matcher)
                (matches, searchedAs) = (found, (Self.text(respelt), reading.year))
                return true
            }
            // Fewer than half kept and no title of their own: the best title of the words kept,
            // when it has enough of those left out misspelt to make half ("jurrasic park
            // extended" is "jurassic park"), the rest being left out.
            if best == nil, titleOnly,
                let loose = Self.bestChoice(
                    reading, keeping: kept, titleOnly: false, guessed: guessed, matcher: &matcher)
            {
                let read = Self.respelling(
                    reading, kept: loose.kept, by: loose.found[0], guessed: guessed, matcher: &matcher)
                let indices = (loose.kept + read.respelt).sorted()
                let found = matcher.matches(indices.map { read.words[$0] }, year: reading.year)
                if indices.count >= fewestKept, !found.isEmpty { (best, respelling) = ((indices, found), read) }
            }
            guard let best, let respelling else { continue }
            let words = best.kept.map { respelling.words[$0] }
            let leftOut = reading.words.indices.filter { !best.kept.contains($0) }.map { reading.words[$0] }
            matches = best.found
            searchedAs = (Self.text(words), reading.year)
            leftOutWords = leftOut.map { guessed[$0.joined] ?? $0.typed }
            // The film meant: the words kept are its title, or those left out its initials
            // ("lotr two towers": The Lord of the Rings: The Two Towers; "t3 rise of the
            // machines"), words about an edition ("the lord of the rings extended"), other forms
            // of its words ("die hard 2 die harder": Die Hard 2), a spelling of the one word the
            // rest lack ("nite of the living dead"), its number in the series the words before it
            // name ("star trek 2 wrath of khan"), or words after the number typed first that
            // starts it ("2001 kubrick": 2001: A Space Odyssey). Never when a year is left out,
            // the titles holding no film of it ("king kong 2005"), nor a sequel's number naming no
            // film first ("toy story 4").
            let first = matcher.titles.titleBytes(atRank: best.found[0])
            var numbersNameIt = true
            for index in reading.words.indices
            where !best.kept.contains(index) && (WordForms.value(of: reading.words[index].joined) ?? 0) > 1 {
                let named = (Array(reading.words[...index]), reading.year)
                numbersNameIt = numbersNameIt && Self.sequel(named, matcher: &matcher)?.film == best.found[0]
            }
            let onlyNumbers = leftOut.allSatisfy { (WordForms.value(of: $0.joined) ?? 0) > 1 }
            foundTheTitle =
                !leftOut.contains { $0.year != nil } && numbersNameIt && matcher.isWellKnown(best.found)
                && (matcher.isExact(best.found[0], words: words) || leftOut.allSatisfy(ReleaseName.isEditionWord)
                    || leftOut.allSatisfy { Self.isInitials($0, of: first) } || onlyNumbers
                    || leftOut.allSatisfy { Self.isOtherForm($0, ofAWordOf: first) }
                    || Self.standsForTheWordLacking(leftOut, kept: words, in: first)
                    || Self.replacesOneWord(of: first, by: reading.words)
                    || (best.kept == [0] && words[0].year != nil
                        && TitleMatching.words(of: String(decoding: first, as: UTF8.self)).first == words[0].joined))
            return true
        }
        return false
    }

    /// Whether `word` is, starts or is started by a word of `title` of four letters or more:
    /// another form of it ("harder": Die Hard 2), never a misspelling.
    private static func isOtherForm(_ word: QueryWord, ofAWordOf title: UnsafeRawBufferPointer) -> Bool {
        let typed = word.joined
        return !word.isNumeral
            && TitleMatching.words(of: String(decoding: title, as: UTF8.self)).contains {
                min($0.count, typed.count) >= 4 && (typed.starts(with: $0) || $0.starts(with: typed))
            }
    }

    /// Whether the one word left out that carries meaning starts as the one such word of `title`
    /// that the two or more kept lack: a spelling the search could not read ("nite of the living
    /// dead": Night of the Living Dead; "nightmare b4 christmas"), not a word of another film
    /// ("no country for old men" is no Grumpy Old Men).
    private static func standsForTheWordLacking(
        _ leftOut: [QueryWord], kept: [QueryWord], in title: UnsafeRawBufferPointer
    ) -> Bool {
        let meaningful = { (words: [QueryWord]) in
            words.filter { !StopWords.isStopWord($0) && !StopWords.isLetter($0) }.map(\.joined)
        }
        let (missing, typed) = (meaningful(leftOut), meaningful(kept))
        let lacking = meaningful(TitleMatching.queryWords(of: String(decoding: title, as: UTF8.self))).filter {
            word in !typed.contains { word.starts(with: $0) }
        }
        guard missing.count == 1, Set(typed).count >= 2, lacking.count == 1 else { return false }
        return missing[0].first == lacking[0].first
    }

    /// Whether `typed` is `title` word for word but one, in its place and no number: a title
    /// remembered with one word changed ("eyes wide closed": Eyes Wide Shut; "close encounters
    /// of the third type"). The words alike hold two that carry meaning, or the word changed is
    /// another spelling or form of the title's ("citizen cane", "dancing with wolves"): "the
    /// dark knight" is no The Dark Crystal, nor "spirited away" Cast Away. Or all its letters are
    /// the title's but one, in a title of twelve or more: a word said apart ("there is something
    /// about mary": There's Something About Mary). A title's "&" is read as "and" or as no word
    /// ("planes trains and cars"), and an article typed or not ("the sweet taste of success"),
    /// or typed as "one" inside the title ("four weddings and one funeral"); a number is the
    /// same in any notation ("three men and a little girl": 3 Men and a Little Lady).
    private static func replacesOneWord(of title: UnsafeRawBufferPointer, by typed: [QueryWord]) -> Bool {
        let asWritten = TitleMatching.queryWords(of: String(decoding: title, as: UTF8.self))
        // Words typed apart that the search read joined ("and a" as "anda") are compared apart.
        let typed = typed.flatMap { word in
            word.typed.contains(" ") ? word.parts.map(QueryWord.init(corrected:)) : [word]
        }
        let withoutArticle = { (words: [QueryWord]) in
            words.first.map(StopWords.isArticle) == true ? Array(words.dropFirst()) : words
        }
        return [asWritten, typedWords(ofTitle: title)].contains {
            replacesOneWord(of: $0, by: typed) || replacesOneWord(of: withoutArticle($0), by: withoutArticle(typed))
        }
    }

    /// Whether `typed` is the title of `words` but one word, or all its letters but one.
    private static func replacesOneWord(of words: [QueryWord], by typed: [QueryWord]) -> Bool {
        let (letters, titleLetters) = (typed.flatMap(\.joined), words.flatMap(\.joined))
        if titleLetters.count >= 12, EditDistance.distance(letters, titleLetters, limit: 1) != nil { return true }
        guard words.count == typed.count, words.count >= 2 else { return false }
        let changed = typed.indices.filter {
            typed[$0].joined != words[$0].joined
                && (WordForms.value(of: typed[$0].joined) ?? -1) != WordForms.value(of: words[$0].joined)
        }
        guard changed.count == 1, let place = changed.first else { return false }
        let alike = typed.indices.filter {
            $0 != place && !StopWords.isStopWord(typed[$0]) && !StopWords.isLetter(typed[$0])
        }
        // "One" says what an article inside a title says ("four weddings and one funeral").
        if typed[place].joined == Array("one".utf8), place > 0, StopWords.isArticle(words[place]) {
            return alike.count >= 2
        }
        guard !typed[place].isNumeral, typed[place].year == nil, !words[place].isNumeral else { return false }
        let (word, meant) = (typed[place].joined, words[place].joined)
        let sharedStart = zip(word, meant).prefix { $0 == $1 }.count
        let respelt = min(word.count, meant.count) >= 4 && EditDistance.distance(word, meant, limit: 1) != nil
        return !alike.isEmpty && (alike.count >= 2 || sharedStart >= 4 || respelt)
    }

    /// `reading` with each word that is a well-known title's words typed joined read both ways
    /// (`WordSplitting`: "castaway" is "Castaway" and "Cast Away"), as a query of that word
    /// alone is.
    private static func splitting(
        _ reading: (words: [QueryWord], year: Int?), matcher: inout TitleMatcher<some SearchableTitles>
    ) -> (words: [QueryWord], year: Int?) {
        let words = reading.words.map { word in
            guard let split = matcher.split(word) else { return word }
            let apart = split.parts.map(QueryWord.init(corrected:))
            let found = matcher.matches(apart, year: reading.year)
            return matcher.isWellKnown(found) && matcher.isExact(found[0], words: apart) ? split : word
        }
        return (words, reading.year)
    }

    /// Of the choices of `kept` words of `reading` that carry meaning (beside words about an
    /// edition: "shrek the movie" is no "the movie"), keep every single letter that is no word
    /// and a word as typed (not only `guessed` ones), the one keeping the most words that are no
    /// number, then the one that is a well-known title, then the one whose best title is best
    /// known, with its matches; with `titleOnly`, only a choice whose best match is a well-known
    /// title of those very words.
    private static func bestChoice(
        _ reading: (words: [QueryWord], year: Int?), keeping kept: Int, titleOnly: Bool, guessed: [[UInt8]: String],
        matcher: inout TitleMatcher<some SearchableTitles>
    ) -> (kept: [Int], found: [Int])? {
        // The single letters that are no word ("e", not "a"), which every choice keeps.
        let letters = reading.words.indices.filter {
            StopWords.isLetter(reading.words[$0]) && !StopWords.isStopWord(reading.words[$0])
        }
        // The numbers typed last, after the words: the film's year or number ("inception 2010"),
        // no title of their own, so never kept alone ("1941 spielberg" keeps its first word).
        let trailingNumbers = reading.words.indices.reversed().prefix {
            reading.words[$0].isNumeral || reading.words[$0].year != nil
        }
        var best: (kept: [Int], found: [Int], strength: [Int])?
        for indices in combinations(of: reading.words.count, choosing: kept)
        where StopWords.isMeaningful(indices.map { reading.words[$0] }.filter { !ReleaseName.isEditionWord($0) })
            && letters.allSatisfy(indices.contains)
            && !indices.allSatisfy(trailingNumbers.contains)
            && !indices.allSatisfy({ guessed[reading.words[$0].joined] != nil })
        {
            let words = indices.map { reading.words[$0] }
            // Words that carry no meaning kept after the last that does, unless the title they
            // find is the query with one word changed ("the old man and the ocean": The Old Man
            // and the Sea).
            if !keepsItsWeight(indices, of: reading.words),
                !(matcher.matches(words, year: reading.year).first.map {
                    replacesOneWord(of: matcher.titles.titleBytes(atRank: $0), by: reading.words)
                } ?? false)
            {
                continue
            }
            // Words about an edition are kept for a well-known title ("scary movie full"), or
            // when the others alone find none ("titanic dicaprio movie" is no "titanic movie":
            // Titanic: The Animated Movie).
            let plain = words.filter { !ReleaseName.isEditionWord($0) }
            if plain.count < words.count, !matcher.isWellKnown(matcher.matches(words, year: reading.year)),
                matcher.isWellKnown(matcher.matches(plain, year: reading.year))
            {
                continue
            }
            // A stop word or a word of two letters kept is whole: "be" is no start of "Beyond",
            // nor "de" (of "de niro") of "Dead".
            let whole = words.filter { StopWords.isStopWord($0) || $0.joined.count <= 2 }
            let found = matcher.matches(words, year: reading.year).filter { rank in
                whole.allSatisfy { matcher.hasWhole($0, atRank: rank) }
            }
            guard let weight = matcher.bestWeight(found),
                !titleOnly || (matcher.isWellKnown(found) && matcher.isExact(found[0], words: words))
            else { continue }
            // A well-known title that is the words kept goes first of as many words ("silverado
            // western" is Silverado, not All Quiet on the Western Front).
            let exact = matcher.isWellKnown(found) && matcher.isExact(found[0], words: words)
            // Of titles kept alone, one typed first, the rest its subtitle ("2010 the year we
            // make contact" is 2010, not Contact).
            let typedFirst = titleOnly && indices.first == 0
            let strength = [indices.count { !reading.words[$0].isNumeral }, exact ? 1 : 0, typedFirst ? 1 : 0, weight]
            guard
                best.map({ strength.lexicographicallyPrecedes($0.strength) == false && strength != $0.strength })
                    ?? true
            else { continue }
            best = (indices, found, strength)
        }
        return best.map { ($0.kept, $0.found) }
    }

    /// Whether the words at `kept` (in order) keep a word that carries no meaning only before one
    /// kept that does, when they leave out one that does: "show me the money" is no "show me
    /// the", "say hello to my little friend" no "say hello to"; "the lord of the rings extended"
    /// is "the lord of the rings".
    private static func keepsItsWeight(_ kept: [Int], of words: [QueryWord]) -> Bool {
        let leftOutMeaning = words.indices.contains { !kept.contains($0) && !StopWords.isStopWord(words[$0]) }
        guard leftOutMeaning, let lastMeaning = kept.last(where: { !StopWords.isStopWord(words[$0]) }) else {
            return true
        }
        return kept.allSatisfy { $0 <= lastMeaning }
    }

    /// `reading`'s words with those left out (all but `kept`) that the title at `rank` has
    /// within two edits keeping their first letter (three keeping their first five: "midnite"),
    /// and not as another form ("harder" of "hard"), read as its words, and the indices of those
    /// read so. A word the search had `guessed` is compared as it was typed too ("bonny and
    /// clyd": "bonny", first read "bunny", is Bonnie's).
    private static func respelling(
        _ reading: (words: [QueryWord], year: Int?), kept: [Int], by rank: Int, guessed: [[UInt8]: String],
        matcher: inout TitleMatcher<some SearchableTitles>
    ) -> (words: [QueryWord], respelt: [Int]) {
        let titleWords = TitleMatching.words(
            of: String(decoding: matcher.titles.titleBytes(atRank: rank), as: UTF8.self))
        var words = reading.words
        var respelt: [Int] = []
        for index in words.indices where !kept.contains(index) && !words[index].isNumeral {
            let asTyped = guessed[words[index].joined].flatMap { TitleMatching.queryWords(of: $0).first?.joined }
            // A word that starts the title's, or that it starts, is another form of it, not a
            // misspelling ("die harder" is no "die hard").
            let read = [words[index].joined, asTyped].compactMap { $0 }.lazy.compactMap { typed in
                titleWords.first {
                    typed.count >= 5 && $0.first == typed.first && !typed.starts(with: $0) && !$0.starts(with: typed)
                        && EditDistance.distance(typed, $0, limit: Self.startsAlike(typed, $0) ? 3 : 2) != nil
                }
            }.first
            guard let word = read else { continue }
            words[index] = QueryWord(corrected: word)
            respelt.append(index)
        }
        return (words, respelt)
    }

    /// Whether `typed` and `word` share their first five letters: a spoken spelling of the word's
    /// end then stands for it within three edits ("midnite": midnight).
    private static func startsAlike(_ typed: [UInt8], _ word: [UInt8]) -> Bool {
        zip(typed, word).prefix { $0 == $1 }.count >= 5
    }

    /// The `k`-element subsets of `0..<n`, each in increasing order, those keeping the first
    /// indices first.
    private static func combinations(of n: Int, choosing k: Int) -> [[Int]] {
        guard k > 0 else { return [[]] }
        guard k <= n else { return [] }
        let withFirst = combinations(of: n - 1, choosing: k - 1).map { $0 + [n - 1] }
        return combinations(of: n - 1, choosing: k) + withFirst
    }

    /// Queries of more words than this leave out one word at most: the choices grow fast.
    private static let mostWordsLeftOutOf = 8
}
