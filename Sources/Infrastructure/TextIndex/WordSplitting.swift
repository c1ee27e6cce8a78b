/// Words typed joined or split where titles have them the other way: "old boy" and
/// "ground hog" are read with "oldboy" and "groundhog" too, "bladerunner" and "startrek" as
/// "blade runner" and "star trek". Either way the result is one `QueryWord` whose joined form
/// and parts are both tried, as for "spider-man".
enum WordSplitting {
    /// `words` with each two neighbours whose letters joined are a vocabulary word read as one
    /// word with both as its parts: "ground hog day" → "groundhog" ("ground", "hog"), "day"; a
    /// number and the word after it too ("8 mm": 8MM), not a word and the number after it, a
    /// film's number in its series; a number past twenty in two words ("twenty one": "21",
    /// `NumberWords`); and letters typed apart, three or more, when together they
    /// are a vocabulary word ("j f k": JFK).
    static func joiningNeighbours(_ words: [QueryWord], in wordIndex: WordIndex) -> [QueryWord] {
        var result: [QueryWord] = []
        for word in joiningLetters(words, in: wordIndex) {
            guard let last = result.last, last.parts.count == 1, word.parts.count == 1,
                NumberWords.isJoined(last.joined, word.joined)
                    || (!word.isNumeral && !wordIndex.postings(forWord: last.joined + word.joined).isEmpty)
            else {
                result.append(word)
                continue
            }
            result[result.count - 1] = QueryWord(
                typed: last.typed + " " + word.typed, joined: last.joined + word.joined,
                parts: [last.joined, word.joined])
        }
        return result
    }

    /// `words` with each run of three or more single letters whose letters joined are a
    /// vocabulary word read as that word, the letters its parts ("j f k": "jfk").
    private static func joiningLetters(_ words: [QueryWord], in wordIndex: WordIndex) -> [QueryWord] {
        var result: [QueryWord] = []
        var index = words.startIndex
        while index < words.endIndex {
            let run = words[index...].prefix(while: StopWords.isLetter)
            let joined = run.flatMap(\.joined)
            guard run.count >= 3, !wordIndex.postings(forWord: joined).isEmpty else {
                result.append(words[index])
                index += 1
                continue
            }
            result.append(
                QueryWord(typed: run.map(\.typed).joined(separator: " "), joined: joined, parts: run.map(\.joined)))
            index += run.count
        }
        return result
    }

    /// `word` (which starts no title word) cut in vocabulary words that some title has together,
    /// whole: two ("bladerunner": "blade", "runner"; not "amelie": "ame", "lie"), else three, and
    /// so on up to `mostParts` ("backtothefuture": "back", "to", "the", "future"; a number is a
    /// word of its own: "terminator2"). Of several
    /// cuts into as many words, the one whose first such title ranks first.
    static func split(_ word: QueryWord, bits: inout WordBits) -> QueryWord? {
        let letters = word.joined
        guard word.parts.count == 1, letters.count >= 4, letters.count <= mostLetters else { return nil }
        // Where a vocabulary word of two letters or more, or a number, starts and ends: `ends[start]`.
        var ends = [[Int]](repeating: [], count: letters.count)
        for start in letters.indices {
            let shortest = isDigit(letters[start]) ? 1 : 2
            for end in stride(from: start + shortest, through: letters.count, by: 1)
            where !bits.wordIndex.postings(forWord: Array(letters[start..<end])).isEmpty {
                ends[start].append(end)
            }
        }
        // Whether the letters from a start can be cut in a number of words (`finishes[start][parts]`),
        // so that the cuttings are walked without a dead end.
        var finishes = [[Bool]](repeating: [Bool](repeating: false, count: mostParts + 1), count: letters.count + 1)
        finishes[letters.count][0] = true
        for start in letters.indices.reversed() {
            for parts in 1...mostParts {
                finishes[start][parts] = ends[start].contains { finishes[$0][parts - 1] }
            }
        }
        var tried = 0
        for count in 2...mostParts where tried < mostCuttingsTried && finishes[0][count] {
            var cuttings: [[Int]] = []
            cut(ends, finishes, from: 0, parts: count, into: &cuttings, limit: mostCuttingsTried - tried)
            tried += cuttings.count
            var best: (word: QueryWord, rank: Int)?
            for cuts in cuttings {
                let parts = zip([0] + cuts, cuts + [letters.count]).map { Array(letters[$0..<$1]) }
                let candidate = QueryWord(typed: word.typed, joined: letters, parts: parts)
                guard let first = bits.bits(of: candidate).whole.first, first < best?.rank ?? .max else { continue }
                best = (candidate, first)
            }
            if let best { return best.word }
        }
        return nil
    }

    /// Adds to `cuttings` the inner cuts of the letters from `start` on into `parts` words that
    /// `ends` knows (each cut the end of one word and the start of the next), `limit` at most.
    private static func cut(
        _ ends: [[Int]], _ finishes: [[Bool]], from start: Int, parts: Int, into cuttings: inout [[Int]], limit: Int,
        before: [Int] = []
    ) {
        guard parts > 0 else {
            cuttings.append(before.dropLast())
            return
        }
        for end in ends[start] where finishes[end][parts - 1] && cuttings.count < limit {
            cut(ends, finishes, from: end, parts: parts - 1, into: &cuttings, limit: limit, before: before + [end])
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The most words one typed word is cut in, the most letters it may have, and the most
    /// cuttings tried: enough for a title typed joined, bounded whatever is typed.
    private static let mostParts = 6
    private static let mostLetters = 40
    private static let mostCuttingsTried = 200
}
