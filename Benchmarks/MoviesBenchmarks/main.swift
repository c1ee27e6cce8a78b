import MoviesData
import MoviesDomain

// In-process micro-benchmarks of the hot pieces of `movies` (catalog search, TMDB page
// decoding, response cache lookup and write), timed with ContinuousClock, and the helper that
// fills a response cache folder for the whole-process benchmarks. Run on purpose, in release:
//
//     swift run -c release MoviesBenchmarks                      # every micro-benchmark
//     swift run -c release MoviesBenchmarks catalog|decoding|cache
//     swift run -c release MoviesBenchmarks fill-cache FOLDER COUNT
//     swift run -c release MoviesBenchmarks http BASE_URL         # against the fixture server
//     swift run -c release MoviesBenchmarks full-screen MOVIES [TMDB_BASE]   # a release movies in a pseudo-terminal
//
// Benchmarks/run runs them all (see Benchmarks/README.md); `swift test` never does.

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "fill-cache":
    guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else {
        print("usage: MoviesBenchmarks fill-cache FOLDER COUNT")
        exit(2)
    }
    try CacheFilling.fill(folder: arguments[1], count: count)
case "http":
    guard arguments.count == 2 else {
        print("usage: MoviesBenchmarks http BASE_URL (the fixture server's http://127.0.0.1:PORT)")
        exit(2)
    }
    if try await !HTTPBenchmark.run(baseURL: arguments[1]) {
        print("HTTP client: a target was missed")
        exit(1)
    }
case "full-screen":
    guard arguments.count == 2 || arguments.count == 3 else {
        print("usage: MoviesBenchmarks full-screen MOVIES [TMDB_BASE] (a release movies; a fixture server's base)")
        exit(2)
    }
    if try !FullScreenBenchmark.run(movies: arguments[1], tmdbBase: arguments.count == 3 ? arguments[2] : nil) {
        print("full screen: a target was missed")
        exit(1)
    }
case nil:
    await CatalogBenchmark.run()
    try await DecodingBenchmark.run()
    try await CacheStoreBenchmark.run()
    try await CacheLookupBenchmark.run()
case "catalog": await CatalogBenchmark.run()
case "decoding": try await DecodingBenchmark.run()
case "cache":
    // Writes first: the lookups delete 10,000 files at their end, which would slow the writes'
    // file creations for 30 s on this machine (see CacheStoreBenchmark).
    try await CacheStoreBenchmark.run()
    try await CacheLookupBenchmark.run()
default:
    print(
        "usage: MoviesBenchmarks [catalog|decoding|cache | fill-cache FOLDER COUNT | http BASE_URL | full-screen MOVIES [TMDB_BASE]]"
    )
    exit(2)
}
