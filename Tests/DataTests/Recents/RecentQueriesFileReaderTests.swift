import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesData

/// `RecentQueriesFileReader` is a fast path: whenever it reads a file, the file must be the one
/// `JSONDecoder` gives; when it is unsure it answers nil and `JSONDecoder` decides.
struct RecentQueriesFileReaderTests {
    private struct Read: Equatable {
        let version: Int
        let entries: [String]

        init(_ file: RecentQueriesFile) {
            version = file.version
            entries = file.queries.map { "\($0.text)|\($0.year.map(String.init) ?? "nil")" }
        }
    }

    private static func slow(_ bytes: [UInt8]) -> Read? {
        (try? JSONDecoder().decode(RecentQueriesFile.self, from: Data(bytes))).map(Read.init)
    }

    @discardableResult
    private static func expectAgreement(_ bytes: [UInt8], _ comment: Comment? = nil) -> Bool {
        guard let fast = RecentQueriesFileReader.read(bytes).map(Read.init) else { return false }
        #expect(fast == slow(bytes), comment)
        return true
    }

    private static func written() throws -> [UInt8] {
        try RecentQueriesFile.bytes(of: [
            MovieFixtures.query("star wars"), MovieFixtures.query("Alien", year: 1979),
            MovieFixtures.query("\"quoted\" \\ back/slash"), MovieFixtures.query("千と千尋 é 🎬"),
        ])
    }

    @Test func whatMoviesWritesIsReadDirectlyAndAlike() throws {
        let bytes = try Self.written()
        #expect(Self.expectAgreement(bytes))
        #expect(RecentQueriesFile.queries(in: bytes)?.map(\.text).first == "star wars")
    }

    @Test(arguments: [
        #"{"version": 1, "version": 1, "queries": []}"#,
        #"{"version": 1, "queries": [{"text": null}]}"#,
        #"{"version": 1, "queries": [{"text": "a", "text": "b"}]}"#,
        #"{"version": 1, "queries": [{"year": 1999}]}"#,
        #"{"version": 1, "queries": [{"text": "a", "year": 1999.5}]}"#,
        #"{"vers\u0069on": 1, "queries": []}"#,
        #"{"version": 1, "queries": {}}"#,
        #"{"version": 1}"#,
    ])
    func whatItIsUnsureOfIsLeftToJSONDecoder(json: String) {
        #expect(RecentQueriesFileReader.read(Array(json.utf8)) == nil)
    }

    @Test func damagedFilesNeverReadDifferently() throws {
        let file = try Self.written()
        var answered = 0
        var variants = 0
        for cut in 0..<file.count {
            variants += 1
            if Self.expectAgreement(Array(file[..<cut]), "cut at \(cut)") { answered += 1 }
        }
        let replacements = Array("\"\\{}[],:01.-ex \u{0}\u{7F}".utf8) + [0xC3, 0xFF]
        for position in 0..<file.count {
            for byte in replacements where file[position] != byte {
                var damaged = file
                damaged[position] = byte
                variants += 1
                if Self.expectAgreement(damaged, "byte \(byte) at \(position)") { answered += 1 }
            }
        }
        #expect(answered > 0 && answered < variants)
    }
}
