import MoviesDomain
import MoviesTestSupport
import Testing

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
        ("another version", Array("MOVIECAT".utf8) + [2, 0, 0, 0] + [UInt8](repeating: 0, count: 52)),
    ])
    func bytesThatAreNotACatalogAreRefused(name: String, bytes: [UInt8]) {
        #expect(throws: MoviesError.self, "\(name)") { try MovieCatalog(copying: bytes) }
    }

    @Test func aTruncatedCatalogIsRefused() throws {
        let bytes = [UInt8](MovieCatalog.embeddedBytes)

        #expect(throws: MoviesError.self) { try MovieCatalog(copying: Array(bytes.prefix(bytes.count / 2))) }
        #expect(try MovieCatalog(copying: bytes).movieCount == 58_788)
    }

    @Test func aRepositoryOnADamagedCatalogFailsEachCall() async {
        let damaged = MoviesError.invalidResponse(message: "the offline catalog cannot be read: test")
        let repository = CatalogMoviesRepository(catalog: .failure(damaged))

        await #expect(throws: damaged) {
            try await repository.moviesPage(for: MovieFixtures.query(), page: 1, options: .init(), cached: { _ in })
        }
        await #expect(throws: damaged) { try await repository.movieDetails(id: 1) }
    }
}
