/// The other ways a title may write a query word: a number from 1 to 20 in digits, Roman
/// numerals or English words ("11", "xi", "eleven"), its word with the digits in place of as
/// many letters inside it ("Se7en", "Thir13en"), an ordinal to 20 in digits or words ("6th" and
/// "sixth"), the numbers past twenty of `NumberWords` ("forty" and "40", "twentyone" and "21"),
/// and a few common abbreviations ("dr" and
/// "doctor", "vol" and "volume", "mrs" and "missus", "pt" and "part", "ep" and "episode", "blvd"
/// and "boulevard", "hrs" and "hours", "sgt" and "sergeant", "xmas" and "christmas", …). A title
/// matches an other form as a whole word.
enum WordForms {
    /// The other forms of `word` (folded), or none.
    static func alternatives(of word: [UInt8]) -> [[UInt8]] {
        table[word] ?? []
    }

    /// Whether `word` is a number from 1 to 20, in any notation.
    static func isNumber(_ word: [UInt8]) -> Bool {
        numbers.contains(word)
    }

    /// The number `word` writes, 1 to 20, in any notation ("2", "ii", "two"); `nil` for another word.
    static func value(of word: [UInt8]) -> Int? {
        notations.firstIndex { $0.contains(word) }.map { $0 + 1 }
    }

    /// Each number's Roman numeral and its other notation, both ways: "2" ↔ "ii".
    static func numeral(of word: [UInt8]) -> [UInt8]? {
        romanAndArabic[word]
    }

    // MARK: - Tables

    private static let romans = [
        "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x",
        "xi", "xii", "xiii", "xiv", "xv", "xvi", "xvii", "xviii", "xix", "xx",
    ]
    private static let names = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        "twenty",
    ]
    private static let abbreviations = [
        ("dr", "doctor"), ("vol", "volume"), ("pt", "part"), ("mr", "mister"), ("mrs", "missus"), ("mrs", "misses"),
        ("st", "saint"), ("vs", "versus"),
        ("blvd", "boulevard"), ("hrs", "hours"), ("ep", "episode"), ("sgt", "sergeant"), ("lt", "lieutenant"),
        ("capt", "captain"), ("jr", "junior"), ("prof", "professor"), ("xmas", "christmas"), ("ft", "fort"),
        ("mt", "mount"),
    ]

    /// The ordinals from 1 to 20 in digits and in words ("6th" and "sixth").
    private static let ordinals: [(String, String)] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
        "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
        "twentieth",
    ].enumerated().map { index, word in
        let number = index + 1
        let suffix =
            switch number {
            case 1: "st"
            case 2: "nd"
            case 3: "rd"
            default: "th"
            }
        return ("\(number)\(suffix)", word)
    }

    /// Each number's three notations, in digits, Roman numerals and words.
    private static let notations: [[[UInt8]]] = romans.indices.map { index in
        [Array(String(index + 1).utf8), Array(romans[index].utf8), Array(names[index].utf8)]
    }

    private static let numbers = Set(notations.joined())

    private static let romanAndArabic: [[UInt8]: [UInt8]] = {
        var table: [[UInt8]: [UInt8]] = [:]
        for forms in notations { (table[forms[0]], table[forms[1]]) = (forms[1], forms[0]) }
        return table
    }()

    private static let table: [[UInt8]: [[UInt8]]] = {
        var table: [[UInt8]: [[UInt8]]] = [:]
        for forms in notations {
            for form in forms { table[form, default: []] += forms.filter { $0 != form } }
            // "seven" is "se7en" too, and "se7en" each notation of seven.
            let (digits, name) = (forms[0], forms[2])
            for start in stride(from: 1, to: name.count - digits.count, by: 1) {
                let spelt = Array(name[..<start]) + digits + name[(start + digits.count)...]
                table[name, default: []].append(spelt)
                table[spelt, default: []] += forms
            }
        }
        for (short, long) in abbreviations + ordinals + NumberWords.pairs {
            table[Array(short.utf8), default: []].append(Array(long.utf8))
            table[Array(long.utf8), default: []].append(Array(short.utf8))
        }
        return table
    }()
}
