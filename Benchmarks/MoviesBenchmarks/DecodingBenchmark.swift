import MoviesData
import MoviesDomain

/// Decoding one TMDB search page (20 results, JSON to domain `MoviesPage`) through
/// `TMDBMoviesRepository` and its real decoder, the bytes handed over by a canned fetcher.
enum DecodingBenchmark {
    static let rounds = 500

    static func run() async throws {
        print("== TMDB page decoding (in process)")
        let body = TMDBSamplePage.json()
        let repository = TMDBMoviesRepository(fetcher: CannedFetcher(body: body))
        let query = try MovieQuery(text: "star wars")
        var count = 0
        let median = try await Timing.median(rounds: rounds) {
            count = try await repository.moviesPage(for: query, page: 1, options: .init(), cached: { _ in })
                .movies.count
        }
        print(
            Timing.line(
                "decode a search page (\(body.count / 1024) KiB):",
                "\(Timing.format(median)) median of \(rounds)  \(count) movies"))
    }
}
