import Testing

@testable import TextIndex

/// The words that name a decade beside a title, as people type them.
struct DecadeWordTests {
    @Test func aDecadeIsReadInItsCommonSpellings() {
        let read = ["70s", "'70s", "70's", "1970s", "40S", "00s", "10s", "20s", "1890s"].map(TitleSearch.decade(named:))
        #expect(read == [1970, 1970, 1970, 1970, 1940, 2000, 2010, 1920, 1890])
    }

    @Test func otherWordsNameNoDecade() {
        for word in ["70", "75s", "s", "'s", "1975s", "3000s", "seventies", "70ss", "７0s", "1970"] {
            #expect(TitleSearch.decade(named: word) == nil, "\(word)")
        }
    }
}
