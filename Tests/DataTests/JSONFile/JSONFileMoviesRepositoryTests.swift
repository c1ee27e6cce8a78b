import DataTestSupport
import Foundation
import MoviesData
import MoviesDomain
import Testing

/// The JSON file repository at its own seam: `MoviesRepository`'s promises over a file.
struct JSONFileMoviesRepositoryTests {
    private let repository = JSONFileMoviesRepository(path: MoviesJSONFixture.path)

    @Test func everyQueryWordStartsATitleWordInTheFilesOrder() async throws {
        #expect(try await titles("alien") == ["Alien", "Aliens", "Alien³", "Untitled Alien Project"])
        #expect(try await titles("  BLADE  run") == ["Blade Runner"])
        #expect(try await titles("alien runner").isEmpty)
        #expect(try await titles("lien").isEmpty, "a word matches from its start only")
    }

    @Test func aYearKeepsThatYearsMoviesOnly() async throws {
        let query = try MovieQuery(text: "alien", year: 1986)
        let page = try await repository.moviesPage(for: query, page: 1, options: .init(), cached: { _ in })
        #expect(page.movies.map(\.id) == [679])

        let both = try await repository.moviesPage(
            for: query, page: 1, options: MovieSearchOptions(primaryReleaseYear: 1979), cached: { _ in })
        #expect(both.movies.isEmpty, "no movie has two years")
    }

    @Test func pagesHoldTwentyMovies() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let movies = (1...45).map { #"{"id": \#($0), "title": "Heat \#($0)"}"# }
        let file = folder.appending("movies.json")
        try Data("[\(movies.joined(separator: ","))]".utf8).write(to: URL(fileURLWithPath: file))
        let repository = JSONFileMoviesRepository(path: file)
        let query = try MovieQuery(text: "heat")

        var counts: [Int] = []
        for number in 1...4 {
            let page = try await repository.moviesPage(
                for: query, page: try MoviesPageNumber(number), options: .init(), cached: { _ in })
            #expect(page.totalPages == 3 && page.totalResults == 45 && page.source == .catalog)
            counts.append(page.movies.count)
        }

        #expect(counts == [20, 20, 5, 0])
    }

    @Test func detailsCarryWhatTheFileSays() async throws {
        let details = try await repository.movieDetails(id: 348)

        #expect(details.movie.title == "Alien")
        #expect(details.movie.releaseDate == ReleaseDate(year: 1979, month: 5, day: 25))
        #expect(details.runtime == 117)
        #expect(details.genres.map(\.name) == ["Horror", "Science Fiction"])
        #expect(details.movie.genreIDs == [27, 878])
        #expect(details.tagline == "In space no one can hear you scream.")
    }

    @Test func failuresAreDomainErrors() async throws {
        await #expect(throws: MoviesError.notFound(message: "\(MoviesJSONFixture.path) has no movie with id 999.")) {
            try await repository.movieDetails(id: 999)
        }

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let none = folder.appending("none.json")
        await #expect(
            throws: MoviesError.storage(message: "\(none) is missing, not a regular file, or larger than 64 MiB")
        ) {
            try await JSONFileMoviesRepository(path: none).movieDetails(id: 348)
        }
        let file = folder.appending("bad.json")
        try Data(#"{"movies": []}"#.utf8).write(to: URL(fileURLWithPath: file))
        await #expect(throws: MoviesError.invalidResponse(message: "\(file) is not a JSON array of movies")) {
            try await JSONFileMoviesRepository(path: file).movieDetails(id: 348)
        }
    }

    private func titles(_ text: String) async throws -> [String] {
        try await repository.moviesPage(for: MovieQuery(text: text), page: 1, options: .init(), cached: { _ in })
            .movies.map(\.title)
    }
}
