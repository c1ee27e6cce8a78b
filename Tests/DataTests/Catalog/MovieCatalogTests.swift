import DomainTestSupport
import Foundation
import MoviesDomain
import Testing
import TextIndex

@testable import MoviesData

/// The catalog's reader on bytes that are not a good catalog: it refuses them with an error
/// instead of reading outside them.
struct MovieCatalogTests {
    @Test func theEmbeddedCatalogHoldsEveryFilm() throws {
        #expect(try MovieCatalog.embedded().movieCount == 58_788)
    }

    @Test(arguments: [
        ("empty", [UInt8]()),
        ("foreign", Array("id,title\n1,Alien\n".utf8)),
        ("another version", Array("MOVIECAT".utf8) + [1, 0, 0, 0] + [UInt8](repeating: 0, count: 52)),
    ])
    func bytesThatAreNotACatalogAreRefused(name: String, bytes: [UInt8]) {
        #expect(throws: MoviesError.self, "\(name)") { try MovieCatalog(copying: bytes) }
    }

    @Test func aTruncatedCatalogIsRefused() throws {
        let bytes = [UInt8](MovieCatalog.embeddedBytes)

        #expect(throws: MoviesError.self) { try MovieCatalog(copying: Array(bytes.prefix(bytes.count / 2))) }
        #expect(try MovieCatalog(copying: bytes).movieCount == 58_788)
    }

    /// Found by `Fuzz/run catalog`: a header in order over word offsets out of order stopped
    /// the process at the first search (a precondition in the reader); it is refused at opening,
    /// for its word index (the seed was rewritten in format 2 when the format changed, so that
    /// it is not refused for its version instead). The fuzzer's small catalog, the seed it was
    /// made from, opens.
    @Test func theFuzzersCatalogWithItsWordIndexOutOfOrderIsRefused() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Catalog/corpus")
        // The fuzzer's first byte chose "catalog bytes"; the rest is the catalog.
        let seed = { (name: String) in
            Array(try Foundation.Data(contentsOf: corpus.appendingPathComponent(name)).dropFirst())
        }

        #expect(try MovieCatalog(copying: seed("small-catalog")).movieCount == 39)
        #expect(
            throws: MoviesError.invalidResponse(
                message: "the offline catalog cannot be read: its word index is out of order")
        ) {
            try MovieCatalog(copying: seed("regression-word-offsets-out-of-order"))
        }
    }

    @Test(
        arguments: [
            ("title offset", 0, 5 * 24 + 4, [0x00, 0xFF, 0xFF, 0xFF]), ("rank of an id", 1, 6, [0xFF, 0xFF]),
            ("word offset", 5, 40, [0xF0, 0xFF, 0xFF, 0xFF]), ("shared letters", 7, 1, [0xFF]),
            ("posting offset out of order", 8, 40, [0, 0, 0, 0]), ("posting", 9, 0, [0xFF, 0xFF]),
        ] as [(String, Int, Int, [UInt8])])
    func aDamagedReferenceIsRefusedAtOpening(name: String, section: Int, offset: Int, value: [UInt8]) throws {
        var bytes = [UInt8](MovieCatalog.embeddedBytes)
        let header = 20 + 4 * section
        let start = bytes[header..<header + 4].reversed().reduce(0) { $0 << 8 | Int($1) } + offset
        bytes.replaceSubrange(start..<start + value.count, with: value)

        #expect(throws: MoviesError.self, "\(name)") { try MovieCatalog(copying: bytes) }
    }

    /// A shared length within both words' lengths, but over letters that differ: the scan would
    /// keep the distance rows of the wrong letters, so the catalog is refused.
    @Test func aSharedLengthOverLettersThatDifferIsRefused() throws {
        let catalog = try MovieCatalog.embedded()
        let index = try #require(
            (1..<catalog.wordIndex.wordCount).first {
                catalog.wordIndex.sharedLengths[$0] == 0 && catalog.wordIndex.word(at: $0 - 1).count > 0
            })
        var bytes = [UInt8](MovieCatalog.embeddedBytes)
        let header = 20 + 4 * 7
        let start = bytes[header..<header + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
        bytes[start + index] = 1

        #expect(throws: MoviesError.self) { try MovieCatalog(copying: bytes) }
    }

    @Test func aRepositoryOnADamagedCatalogFailsEachCall() async {
        let damaged = MoviesError.invalidResponse(message: "the offline catalog cannot be read: test")
        let repository = CatalogMoviesRepository(catalog: .failure(damaged))

        await #expect(throws: damaged) {
            try await repository.moviesPage(for: MovieFixtures.query(), page: 1, options: .init(), cached: { _ in })
        }
        await #expect(throws: damaged) { try await repository.movieDetails(id: 1, language: nil) }
    }
}
