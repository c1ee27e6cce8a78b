import FoundationEssentials
import MoviesDomain

/// libFuzzer's entry point: the JSON `movies` reads from outside, decoded and mapped to domain
/// values as the app does. Any bytes must give a value or `MoviesError`, never a crash. The
/// first byte picks the document: a search page, a movie's details, TMDB's configuration, or
/// the recents file. Pages and recents files are read by `JSONByteReader` when it is sure and
/// by `JSONDecoder` otherwise; whenever the byte reader answers, `JSONDecoder` must give the
/// same value (the byte reader's contract), else the fuzzer stops on the difference.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let body = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    do throws(MoviesError) {
        switch data[0] % 4 {
        case 0:
            let page = try TMDBMoviesPageDTO.decodePage(body)
            if TMDBMoviesPageReader.read(body) != nil {
                let decoded = try? TMDBJSON.decode(TMDBMoviesPageDTO.self, from: body).toDomain()
                precondition(decoded == page, "the byte reader and JSONDecoder read a page differently")
            }
        case 1:
            let details = try TMDBMovieDetailsDTO.decodeDetails(body)
            _ = details.movie.title.count
        case 2:
            _ = try TMDBConfigurationDTO.decodeImages(body)
        default:
            _ = RecentQueriesFile.queries(in: body)
            if let read = RecentQueriesFileReader.read(body) {
                let decoded = try? JSONDecoder().decode(RecentQueriesFile.self, from: Data(body))
                precondition(
                    decoded?.version == read.version
                        && decoded?.queries.map { "\($0.text)\u{0}\($0.year ?? -1)" }
                            == read.queries.map { "\($0.text)\u{0}\($0.year ?? -1)" },
                    "the byte reader and JSONDecoder read a recents file differently")
            }
        }
    } catch {
        _ = error
    }
    return 0
}
