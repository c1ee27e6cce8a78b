/// Numbers past twenty in English words and in digits, for `WordForms`: the tens ("forty" and
/// "40", "thirtieth" and "30th"), a ten and a unit typed as two words ("twenty one" is
/// "twentyone" and "21", "twenty fifth" "25th"), and hundreds and thousands ("a thousand" and
/// "1000", "three thousand" "3000", "twenty thousand" "20000"). A query reads two neighbouring
/// words as one when they join into one of these (`isJoined`), so that "twenty one grams" finds
/// "21 Grams" and "catch twenty two" "Catch-22".
enum NumberWords {
    /// Each number's words (joined, as a query word holds them) and its digits.
    static let pairs: [(words: String, digits: String)] = single + joined

    /// Whether `first` and `second`, typed apart, are one number of `pairs` ("twenty" "one").
    static func isJoined(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        joinedWords.contains(first + second)
    }

    // MARK: - Tables

    private static let tens = ["thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let units = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    private static let unitOrdinals = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    ]

    /// The numbers of one word past twenty: the tens, their ordinals, "hundred", "thousand".
    private static let single: [(words: String, digits: String)] =
        tens.enumerated().flatMap { index, ten in
            let value = (index + 3) * 10
            return [(ten, "\(value)"), (String(ten.dropLast()) + "ieth", "\(value)th")]
        } + [("hundred", "100"), ("thousand", "1000")]

    /// The numbers of two words: a ten and a unit, its ordinal, a ten or a unit (or "a") and
    /// "hundred" or "thousand".
    private static let joined: [(words: String, digits: String)] = {
        var pairs: [(String, String)] = [("ahundred", "100"), ("athousand", "1000")]
        for (index, ten) in (["twenty"] + tens).enumerated() {
            let value = (index + 2) * 10
            for unit in units.indices {
                let number = value + unit + 1
                pairs.append((ten + units[unit], "\(number)"))
                let suffix = unit < 3 ? ["st", "nd", "rd"][unit] : "th"
                pairs.append((ten + unitOrdinals[unit], "\(number)\(suffix)"))
            }
            pairs.append((ten + "thousand", "\(value)000"))
        }
        for unit in units.indices {
            pairs += [(units[unit] + "hundred", "\(unit + 1)00"), (units[unit] + "thousand", "\(unit + 1)000")]
        }
        return pairs
    }()

    private static let joinedWords: Set<[UInt8]> = Set(joined.map { Array($0.words.utf8) })
}
