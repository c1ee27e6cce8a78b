import Testing

@testable import TextIndex

/// The rules a search reads a query by, each on its own: a release file name's title and year,
/// the words that carry no meaning alone, a number written inside its word, and initials
/// followed by a number.
struct QueryReadingTests {
    @Test(arguments: [
        ("The.Matrix.1999.1080p.BluRay.x264.mkv", "The Matrix 1999"),
        ("Fight.Club.1999.mkv", "Fight Club 1999"),
        ("Blade_Runner_1982_720p.mp4", "Blade Runner 1982"),
        ("2001.A.Space.Odyssey.1968.mkv", "2001 A Space Odyssey 1968"),
        ("Heat (1995) [1080p] x264-GROUP", "Heat (1995)"),
        ("fight club 1999 1080p", "fight club 1999"),
        // An edition after the year, and a release group's tag before the title.
        ("Oceans.Eleven.1960.REMASTERED.1080p.BluRay.x264.mkv", "Oceans Eleven 1960"),
        ("Gladiator.2000.EXTENDED.Directors.Cut.mkv", "Gladiator 2000"),
        ("Gladiator.2000.EXTENDED", "Gladiator 2000"),
        ("[YTS.AG] Titanic (1953) 720p", "Titanic (1953)"),
        ("City Lights (1931) [Criterion]", "City Lights (1931)"),
        ("Highlander (1986) - IMDb", "Highlander (1986)"),
        ("Death.Race.2000.1975.mkv", "Death Race 2000 1975"),
        // No release name: left as typed.
        ("e.t.", "e.t."),
        ("the.matrix", "the.matrix"),
        ("1080p", "1080p"),
        ("star wars", "star wars"),
    ])
    func aReleaseNameIsItsTitleAndYear(name: String, title: String) {
        #expect(ReleaseName.title(of: name) == title)
    }

    @Test func stopWordsAndLettersCarryNoMeaningAlone() {
        let words = { TitleMatching.queryWords(of: $0) }
        #expect(!StopWords.isMeaningful(words("the be you")))
        #expect(!StopWords.isMeaningful(words("e")))
        #expect(StopWords.isMeaningful(words("the force")))
        #expect(StopWords.isMeaningful(words("300")))
        #expect(StopWords.isLetter(words("e")[0]) && !StopWords.isLetter(words("7")[0]))
    }

    @Test func aNumberWordIsAlsoWrittenWithItsDigitsInside() {
        #expect(WordForms.alternatives(of: Array("seven".utf8)).contains(Array("se7en".utf8)))
        #expect(WordForms.alternatives(of: Array("thirteen".utf8)).contains(Array("thir13en".utf8)))
        #expect(
            Set(WordForms.alternatives(of: Array("se7en".utf8))).isSuperset(
                of: ["seven", "7", "vii"].map { Array($0.utf8) }))
        #expect(!WordForms.alternatives(of: Array("seven".utf8)).contains(Array("7even".utf8)), "digits inside only")
        #expect(!WordForms.isNumber(Array("se7en".utf8)), "no numeral: no sequel number")
    }

    @Test(arguments: [
        ("forty", "40"), ("thirtieth", "30th"), ("twentyone", "21"), ("twentyfirst", "21st"),
        ("thirtysecond", "32nd"), ("ninetynine", "99"), ("athousand", "1000"), ("threethousand", "3000"),
        ("twentythousand", "20000"), ("hundred", "100"), ("twohundred", "200"),
    ])
    func aNumberPastTwentyIsAlsoItsDigits(words: String, digits: String) {
        #expect(WordForms.alternatives(of: Array(words.utf8)).contains(Array(digits.utf8)))
        #expect(WordForms.alternatives(of: Array(digits.utf8)).contains(Array(words.utf8)))
        #expect(!WordForms.isNumber(Array(words.utf8)), "no sequel number past twenty")
    }

    @Test func twoNumberWordsTypedApartAreReadAsOne() {
        let joined = { (first: String, second: String) in NumberWords.isJoined(Array(first.utf8), Array(second.utf8)) }
        #expect(joined("twenty", "one") && joined("fifty", "first") && joined("a", "thousand"))
        #expect(joined("three", "hundred") && joined("twenty", "thousand"))
        #expect(!joined("twenty", "twenty") && !joined("one", "twenty") && !joined("eleven", "one"))
        #expect(!joined("forty", "days"), "a number and a word stay two words")
        // Read as one word, its parts still match a title writing them apart or in other forms.
        let fiftyFirst = QueryWord(
            typed: "fifty first", joined: Array("fiftyfirst".utf8), parts: ["fifty", "first"].map { Array($0.utf8) })
        #expect(TitleMatching.title("50 First Dates", matches: [fiftyFirst]))
        #expect(TitleMatching.title("The 51st State", matches: [fiftyFirst]))
        #expect(!TitleMatching.title("First Blood", matches: [fiftyFirst]))
    }

    @Test(
        arguments: [
            ("Mission: Impossible II", "mi", 2, true),
            ("Men in Black II", "mi", 2, false),
            ("Mission: Impossible", "mi", 2, false),
            ("The Lord of the Rings 3", "lotr", 3, true),
            ("Lord of the Rings Three", "lotr", 3, true),
        ])
    func initialsThenTheNumberRightAfterThem(title: String, letters: String, number: Int, expected: Bool) {
        let found = Array(title.utf8).withUnsafeBytes {
            TitleInitials.title($0, hasInitials: Array(letters.utf8), thenNumber: number)
        }
        #expect(found == expected)
    }

    @Test(arguments: [
        ("Wallers letzter Gang", "wall-e", false),
        ("Spider-Man", "spider-m", true),
        ("Spiderman", "spider-man", true),
    ])
    func aWordTypedWithPunctuationIsWholeWhenJoined(title: String, query: String, matches: Bool) {
        #expect(TitleMatching.title(title, matches: TitleMatching.queryWords(of: query)) == matches)
    }
}
