/// Queries people type for a title's first letters: an acronym of its leading words ("lotr":
/// The Lord of the Rings, "bttf": Back to the Future) or of a subtitle's ("rotj": Return of the
/// Jedi), or its first word's initial and a number ("t2": Terminator 2). A leading article may
/// be skipped ("The Lord …"). Titles are ASCII; words are runs of letters and digits, as the
/// index folds them.
enum TitleInitials {
    /// Whether `title`'s words, from its first or from its second when the first is an
    /// article, start with `letters`' letters one by one (`letters` lower-case ASCII).
    static func title(_ title: UnsafeRawBufferPointer, hasAcronym letters: [UInt8]) -> Bool {
        var words = Words(title)
        // Search reads every title so: most start with neither the first letter nor an article
        // ("the", "a", "an"), and are left at their first letter.
        if let initial = words.initial, let firstLetter = letters.first, initial != firstLetter,
            initial != UInt8(ascii: "t"), initial != UInt8(ascii: "a")
        {
            return false
        }
        guard let first = words.next() else { return false }
        guard let firstLetter = letters.first else { return true }
        // How many letters the words matched, from the first word and from the second after an
        // article; `nil` once they differ. Search reads every title so: nothing is allocated.
        var fromFirst: Int? = first.initial == firstLetter ? 1 : nil
        var fromSecond: Int? = first.isArticle ? 0 : nil
        while fromFirst.map({ $0 < letters.count }) ?? false || fromSecond.map({ $0 < letters.count }) ?? false,
            let word = words.next()
        {
            if let matched = fromFirst, matched < letters.count {
                fromFirst = word.initial == letters[matched] ? matched + 1 : nil
            }
            if let matched = fromSecond, matched < letters.count {
                fromSecond = word.initial == letters[matched] ? matched + 1 : nil
            }
        }
        return fromFirst == letters.count || fromSecond == letters.count
    }

    /// Whether a subtitle of `title` (its words after a ":" or a " - ") has `letters` as its
    /// acronym, as a title has (`title(_:hasAcronym:)`): "rotj" is Star Wars: Episode VI - Return
    /// of the Jedi, "rotk" The Lord of the Rings: The Return of the King.
    static func title(_ title: UnsafeRawBufferPointer, hasSubtitleAcronym letters: [UInt8]) -> Bool {
        var index = 0
        while index < title.count {
            defer { index += 1 }
            let separates =
                title[index] == UInt8(ascii: ":")
                || (title[index] == UInt8(ascii: "-") && index > 0 && title[index - 1] == UInt8(ascii: " ")
                    && index + 1 < title.count && title[index + 1] == UInt8(ascii: " "))
            guard separates, index + 1 < title.count else { continue }
            if Self.title(UnsafeRawBufferPointer(rebasing: title[(index + 1)...]), hasAcronym: letters) { return true }
        }
        return false
    }

    /// Whether `title`'s first word (its second after an article) starts with `letter`, and a
    /// later word is `number` in one of its notations (`WordForms`).
    static func title(_ title: UnsafeRawBufferPointer, startsWith letter: UInt8, thenHas number: [UInt8]) -> Bool {
        var words = Words(title)
        guard var first = words.next() else { return false }
        if first.isArticle, let second = words.next() { first = second }
        guard first.initial == letter else { return false }
        let forms = [number] + WordForms.alternatives(of: number)
        while let word = words.next() {
            if forms.contains(where: { word.equals($0) }) { return true }
        }
        return false
    }

    /// Whether `title`'s words, from its first or from its second when the first is an article,
    /// start with `letters`' letters one by one, and the word after those is `number` in any
    /// notation ("Mission: Impossible II" is "mi" then 2; "Men in Black II" is not).
    static func title(_ title: UnsafeRawBufferPointer, hasInitials letters: [UInt8], thenNumber number: Int) -> Bool {
        var words = Words(title)
        guard let first = words.next() else { return false }
        var afterArticle = words
        if has(letters, then: number, from: first, rest: &words) { return true }
        guard first.isArticle, let second = afterArticle.next() else { return false }
        return has(letters, then: number, from: second, rest: &afterArticle)
    }

    /// Whether `first` and the words after it start with `letters`, then write `number`.
    private static func has(_ letters: [UInt8], then number: Int, from first: Words.Word, rest: inout Words) -> Bool {
        var word = first
        for letter in letters {
            guard word.initial == letter, let next = rest.next() else { return false }
            word = next
        }
        return WordForms.value(of: word.bytes.compactMap(TitleMatching.foldedASCII)) == number
    }

    /// The numbers from 1 to 20 `title`'s words write, in any notation ("Star Trek IV": 4); a
    /// first word "I" is the pronoun ("I Still Know What You Did Last Summer" writes none).
    static func numbers(in title: UnsafeRawBufferPointer) -> [Int] {
        var words = Words(title)
        var numbers: [Int] = []
        var first = true
        while let word = words.next() {
            let folded = word.bytes.compactMap(TitleMatching.foldedASCII)
            defer { first = false }
            if first, folded == [UInt8(ascii: "i")] { continue }
            if let number = WordForms.value(of: folded) { numbers.append(number) }
        }
        return numbers
    }

    /// The words of an ASCII title, folded, without copying it.
    private struct Words {
        let title: UnsafeRawBufferPointer
        var position = 0

        init(_ title: UnsafeRawBufferPointer) { self.title = title }

        /// One word: where it lies in the title.
        struct Word {
            let bytes: Slice<UnsafeRawBufferPointer>

            /// Its first letter or digit, lower-case.
            var initial: UInt8 { TitleMatching.foldedASCII(bytes.first ?? 0) ?? 0 }

            /// Whether it is "the", "a" or "an".
            var isArticle: Bool { StopWords.articles.contains { equals($0) } }

            /// Whether it is `word` (lower-case ASCII), case ignored.
            func equals(_ word: [UInt8]) -> Bool {
                bytes.count == word.count && zip(bytes, word).allSatisfy { TitleMatching.foldedASCII($0) == $1 }
            }
        }

        /// The next word's first letter or digit, lower-case; `nil` when no word is left.
        var initial: UInt8? {
            var index = position
            while index < title.count {
                if let letter = TitleMatching.foldedASCII(title[index]) { return letter }
                index += 1
            }
            return nil
        }

        mutating func next() -> Word? {
            while position < title.count, TitleMatching.foldedASCII(title[position]) == nil { position += 1 }
            guard position < title.count else { return nil }
            let start = position
            while position < title.count, isInWord(position) { position += 1 }
            return Word(bytes: title[start..<position])
        }

        /// Whether the byte at `index` is a letter or digit, or an apostrophe between two, which
        /// leaves the word one ("Hitchhiker's": "hgttg" is The Hitchhiker's Guide to the Galaxy).
        private func isInWord(_ index: Int) -> Bool {
            let isLetter = { TitleMatching.foldedASCII(title[$0]) != nil }
            return isLetter(index)
                || (title[index] == UInt8(ascii: "'") && index > 0 && index + 1 < title.count
                    && isLetter(index - 1) && isLetter(index + 1))
        }
    }
}
