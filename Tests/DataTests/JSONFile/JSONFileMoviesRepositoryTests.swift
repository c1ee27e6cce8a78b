import DataTestSupport
import DomainTestSupport
import Foundation
import MoviesData
import MoviesDomain
import Testing

/// The JSON file repository at its own seam: what is its own (the file's order, its details, its
/// failures). The rules every repository shares (pages of 20, case and accents, years, unknown
/// ids, cancellation) are checked once for all in `MoviesRepositoryContractTests`.
struct JSONFileMoviesRepositoryTests {
    private let repository = JSONFileMoviesRepository(path: MoviesJSONFixture.path)

    @Test func everyQueryWordStartsATitleWordInTheFilesOrder() async throws {
        #expect(try await titles("alien") == ["Alien", "Aliens", "Alien³", "Untitled Alien Project"])
        #expect(try await titles("  BLADE  run") == ["Blade Runner"])
        #expect(try await titles("alien runner").isEmpty)
        #expect(try await titles("lien").isEmpty, "a word matches from its start only")
    }

    @Test func detailsCarryWhatTheFileSays() async throws {
        let details = try await repository.movieDetails(id: Movie.ID(prefix: "j", number: 348), language: nil)

        #expect(details.movie.title == "Alien")
        #expect(details.movie.releaseDate == MovieFixtures.releaseDate(1979, 5, 25))
        #expect(details.runtime == 117)
        #expect(details.genres.map(\.name) == ["Horror", "Science Fiction"])
        #expect(details.movie.genres == [.horror, .scienceFiction])
        #expect(details.tagline == "In space no one can hear you scream.")
    }

    @Test func failuresAreDomainErrors() async throws {
        await #expect(throws: MoviesError.notFound(message: "\(MoviesJSONFixture.path) has no movie with id 999.")) {
            try await repository.movieDetails(id: 999, language: nil)
        }

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let none = folder.appending("none.json")
        await #expect(
            throws: MoviesError.storage(message: "\(none) is missing, not a regular file, or larger than 64 MiB")
        ) {
            try await JSONFileMoviesRepository(path: none).movieDetails(id: 348, language: nil)
        }
        let file = folder.appending("bad.json")
        try Data(#"{"movies": []}"#.utf8).write(to: URL(fileURLWithPath: file))
        await #expect(throws: MoviesError.invalidResponse(message: "\(file) is not a JSON array of movies")) {
            try await JSONFileMoviesRepository(path: file).movieDetails(id: 348, language: nil)
        }
    }

    @Test func aFilesTextsAreBoundedInBytesAsTMDBsAre() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.appending("huge.json")
        // A title of one letter and 100,000 combining marks: one character, 200,001 bytes.
        let title = "A" + String(repeating: "\u{301}", count: 100_000)
        let overview = String(repeating: "x", count: 1_000_000)
        let movies: [[String: Any]] = [["id": 1, "title": title, "overview": overview, "tagline": overview]]
        try JSONSerialization.data(withJSONObject: movies).write(to: URL(fileURLWithPath: file))

        let details = try await JSONFileMoviesRepository(path: file).movieDetails(
            id: Movie.ID(prefix: "j", number: 1), language: nil)

        for text in [details.movie.title, details.movie.overview, details.tagline ?? ""] {
            #expect(text.utf8.count <= 4_096)
            #expect(text.hasSuffix("…"))
        }
        #expect(details.movie.title.unicodeScalars.first == "A")
    }

    private func titles(_ text: String) async throws -> [String] {
        try await repository.moviesPage(for: MovieQuery(text: text), page: 1, options: .init(), cached: { _ in })
            .movies.map(\.title)
    }
}
