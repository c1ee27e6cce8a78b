import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// `TMDBMoviesPageReader` is a fast path: whenever it reads a page, the page must be the one
/// `JSONDecoder` gives; when it is unsure it answers nil and `JSONDecoder` decides. Checked on
/// the fuzz corpus' pages, on hand-made edge cases and on a few thousand damaged pages.
struct TMDBMoviesPageReaderTests {
    private static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/TMDBDecoding/corpus")

    /// A corpus file without the fuzzer's first byte (which picks the decoder).
    private static func sample(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: corpus.appendingPathComponent(name)).dropFirst())
    }

    private static func slow(_ bytes: [UInt8]) -> MoviesPage? {
        (try? JSONDecoder().decode(TMDBMoviesPageDTO.self, from: Data(bytes)))?.toDomain()
    }

    /// The reader agrees with `JSONDecoder` whenever it answers; returns whether it answered.
    @discardableResult
    private static func expectAgreement(_ bytes: [UInt8], _ comment: Comment? = nil) -> Bool {
        guard let fast = TMDBMoviesPageReader.read(bytes)?.toDomain() else { return false }
        #expect(fast == slow(bytes), comment)
        return true
    }

    @Test(arguments: ["page", "page-empty", "page-controls", "page-quirks"])
    func corpusPagesReadAsJSONDecoderReadsThem(name: String) throws {
        let bytes = try Self.sample(name)
        let answered = Self.expectAgreement(bytes)
        // The common pages must take the fast path, or it buys nothing.
        if name == "page" || name == "page-empty" { #expect(answered) }
    }

    @Test(arguments: ["details", "details-quirks", "configuration", "error-401"])
    func otherBodiesAreNotPages(name: String) throws {
        let bytes = try Self.sample(name)
        #expect(TMDBMoviesPageReader.read(bytes) == nil || Self.slow(bytes) != nil)
    }

    @Test func escapesNullsWholeNumbersAndUnknownFieldsReadAlike() {
        let json = """
             {"page": 2, "x": {"a": [1, -2.5e3, true, false, null, "\\"q\\""]}, "results": [
              {"id": 7, "title": "Caf\\u00e9 \\ud83c\\udfac\\n\\t\\/", "vote_average": 7, "vote_count": 0,
               "genre_ids": null, "poster_path": null, "release_date": "", "adult": false},
              {"id": 8, "original_title": "Only original", "genre_ids": [], "overview": "é ü 千"}
             ], "total_pages": 3, "total_results": 41}\r\n
            """
        #expect(Self.expectAgreement(Array(json.utf8)))
        #expect(TMDBMoviesPageReader.read(Array(json.utf8))?.results.first?.value?.title == "Café 🎬\n\t/")
    }

    @Test(arguments: [
        #"{"page": 1, "page": 2, "results": [], "total_pages": 1, "total_results": 0}"#,
        #"{"page": 1, "results": [{"id": 1, "id": 2}], "total_pages": 1, "total_results": 0}"#,
        #"{"page": 1, "results": [{"id": 1, "vote_count": 7.0}], "total_pages": 1, "total_results": 1}"#,
        #"{"page": 1, "results": [{"title": "no id"}], "total_pages": 1, "total_results": 1}"#,
        #"{"page": 1, "results": [{"id": 1, "title": 5}], "total_pages": 1, "total_results": 1}"#,
        #"{"page": 1, "results": [null], "total_pages": 1, "total_results": 1}"#,
        #"{"page": 1, "results": [], "total_pages": 1, "total_results": 0} x"#,
        #"{"page": 1.0, "results": [], "total_pages": 1, "total_results": 0}"#,
        #"{"page": 01, "results": [], "total_pages": 1, "total_results": 0}"#,
        #"{"page": 99999999999999999999, "results": [], "total_pages": 1, "total_results": 0}"#,
        #"{"page": 1, "results": [{"id": 1, "title": "\ud800"}], "total_pages": 1, "total_results": 1}"#,
        #"{"page": 1, "results": [{"id": 1, "title": "\q"}], "total_pages": 1, "total_results": 1}"#,
        #"{"page": 1, "results": [], "total_pages": 1}"#,
        "{\"page\": 1, \"results\": [{\"id\": 1, \"title\": \"a\u{01}b\"}], \"total_pages\": 1, \"total_results\": 1}",
    ])
    func whatItIsUnsureOfIsLeftToJSONDecoder(json: String) {
        #expect(TMDBMoviesPageReader.read(Array(json.utf8)) == nil)
    }

    @Test func damagedPagesNeverReadDifferently() throws {
        let page = try Self.sample("page")
        var answered = 0
        var variants = 0
        for cut in stride(from: 0, to: page.count, by: 1) {
            variants += 1
            if Self.expectAgreement(Array(page[..<cut]), "cut at \(cut)") { answered += 1 }
        }
        let replacements = Array("\"\\{}[],:01.-ex \u{0}\u{7F}".utf8) + [0xC3, 0xFF]
        for position in stride(from: 0, to: page.count, by: 1) {
            for byte in replacements where page[position] != byte {
                var damaged = page
                damaged[position] = byte
                variants += 1
                if Self.expectAgreement(damaged, "byte \(byte) at \(position)") { answered += 1 }
            }
        }
        // Some damage leaves a valid page (a digit for a digit, a space in a string): read too.
        #expect(answered > 0 && answered < variants)
    }
}
