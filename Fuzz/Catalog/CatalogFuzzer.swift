import Foundation
import MoviesDomain
import TextIndex

/// libFuzzer's entry point for the offline catalog. A first byte of 0 hands the rest to
/// `MovieCatalog(copying:)` as a catalog file: foreign bytes must be refused with `MoviesError`,
/// and a catalog that opens must answer every read and search without trapping. Any other first byte
/// makes the rest a query (folded, then searched in the real catalog, with and without a year).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let rest = UnsafeRawBufferPointer(start: data + 1, count: size - 1)
    if data[0] == 0 {
        // Foreign bytes enter the reader as the tests' catalogs do, through a checked copy.
        guard let catalog = try? MovieCatalog(copying: Array(rest)) else { return 0 }
        for query in ["the a 1", "a", "z"] { exercise(catalog, query: query) }
    } else {
        let query = String(decoding: rest, as: UTF8.self)
        _ = TitleMatching.words(of: query)
        exercise(realCatalog, query: query)
    }
    return 0
}

/// Every read a search and a details screen make.
private func exercise(_ catalog: MovieCatalog, query: String) {
    for year in [nil, 1999] {
        let search = TitleSearch(text: query, year: year, in: catalog)
        for rank in search.ranks(at: 0..<20) {
            let record = catalog.record(atRank: rank)
            _ = catalog.rank(ofID: record.id)
        }
    }
    for rank in 0..<min(catalog.movieCount, 64) {
        _ = catalog.record(atRank: rank)
    }
}

/// The committed catalog, read once; it lives as long as the process.
private let realCatalog: MovieCatalog = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let path = root.appendingPathComponent("Sources/Infrastructure/CMoviesCatalog/movies.catalog").path
    guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
    data.copyBytes(to: bytes)
    do {
        return try MovieCatalog(bytes: UnsafeRawBufferPointer(bytes))
    } catch {
        fatalError("the committed catalog does not open: \(error)")
    }
}()
