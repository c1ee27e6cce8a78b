import MoviesData
import MoviesDomain

/// The offline catalog's hot path in process: opening it, the first search of a process (the
/// one `movies search` pays, pages of the catalog not yet mapped in) and warm searches of
/// queries from the most selective to the least. Each call includes the hop from the caller
/// to the repository and back (a few µs).
enum CatalogBenchmark {
    static let queries = [
        "star wars", "the matrix", "batman", "love", "the", "a", "zzzzqx", "jurasic park", "forest gump", "alien 1979",
    ]
    static let rounds = 200

    static func run() async {
        let clock = Timing.clock
        print("== catalog search (in process)")
        // Starts the concurrency runtime's threads, which the first `await` of any process
        // pays, so that the first search below measures the catalog only.
        let runtimeStart = clock.now
        await Task.detached {}.value
        print(Timing.line("concurrency runtime start:", Timing.format(clock.now - runtimeStart)))

        let start = clock.now
        let repository = CatalogMoviesRepository()
        let opened = clock.now
        do {
            let first = try await repository.moviesPage(
                for: MovieQuery(text: "star wars"), page: 1, options: .init(), cached: { _ in })
            let searched = clock.now
            print(Timing.line("open:", Timing.format(opened - start)))
            print(
                Timing.line(
                    "first search (star wars):", "\(Timing.format(searched - opened))  \(first.totalResults) results"))
            for text in queries {
                let query = try MovieQuery(text: text)
                var total = 0
                let median = try await Timing.median(rounds: rounds) {
                    total = try await repository.moviesPage(for: query, page: 1, options: .init(), cached: { _ in })
                        .totalResults
                }
                print(
                    Timing.line(
                        "search \"\(text)\":", "\(Timing.format(median)) median of \(rounds)  \(total) results"))
            }
            let details = clock.now
            for id in stride(from: 1, through: 58_788, by: 97) { _ = try await repository.movieDetails(id: Movie.ID(prefix: "c", number: id), language: nil) }
            print(Timing.line("details:", "\(Timing.format((clock.now - details) / (58_788 / 97 + 1))) per movie"))
        } catch {
            print("catalog benchmark failed: \(error)")
        }
    }
}
