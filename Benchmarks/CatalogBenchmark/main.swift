import MoviesData
import MoviesDomain

// The offline catalog's hot path in process: opening it, the first search of a process (the
// one `movies search` pays, pages of the catalog not yet mapped in) and warm searches of
// queries from the most selective to the least. Each call includes the hop from the main actor
// to the repository and back (a few µs). Run on purpose, in release:
//
//     swift run -c release CatalogBenchmark
//
// Whole-process timings against `grep -i` belong to the benchmark suite (issue 7).

let clock = ContinuousClock()
let queries = ["star wars", "the matrix", "batman", "love", "the", "a", "zzzzqx"]
let rounds = 200

// Starts the concurrency runtime's threads, which the first `await` of any process pays, so
// that the first search below measures the catalog only.
let runtimeStart = clock.now
await Task.detached {}.value
print("concurrency runtime start: \(format(clock.now - runtimeStart))")

let start = clock.now
let repository = CatalogMoviesRepository()
let opened = clock.now
let first = try await repository.moviesPage(
    for: MovieQuery(text: "star wars"), page: 1, options: .init(), cached: { _ in })
let searched = clock.now
print("open:                      \(format(opened - start))")
print("first search (star wars):  \(format(searched - opened))  \(first.totalResults) results")

for text in queries {
    let query = try MovieQuery(text: text)
    var times: [Duration] = []
    var total = 0
    for _ in 0..<rounds {
        let before = clock.now
        total = try await repository.moviesPage(for: query, page: 1, options: .init(), cached: { _ in }).totalResults
        times.append(clock.now - before)
    }
    let label = "search \"\(text)\":"
    let padding = String(repeating: " ", count: max(0, 27 - label.count))
    print("\(label)\(padding)\(format(times.sorted()[rounds / 2])) median of \(rounds)  \(total) results")
}

let details = clock.now
for id in stride(from: 1, through: 58_788, by: 97) { _ = try await repository.movieDetails(id: id) }
print("details:                   \(format((clock.now - details) / (58_788 / 97 + 1))) per movie")

/// Microseconds with one decimal.
func format(_ duration: Duration) -> String {
    let microseconds = Double(duration.components.attoseconds) / 1e12 + Double(duration.components.seconds) * 1e6
    return "\((microseconds * 10).rounded() / 10) µs"
}
