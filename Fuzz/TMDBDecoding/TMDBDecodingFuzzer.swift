import FoundationEssentials
import MoviesDomain

/// libFuzzer's entry point: the JSON `movies` reads from outside, decoded and mapped to domain
/// values as the app does. Any bytes must give a value or `MoviesError`, never a crash. The
/// first byte picks the document: a search page, a movie's details, TMDB's configuration, or
/// the recents file.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let body = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    do throws(MoviesError) {
        switch data[0] % 4 {
        case 0:
            let page = try TMDBMoviesPageDTO.decodePage(body)
            _ = page.movies.count
        case 1:
            let details = try TMDBMovieDetailsDTO.decodeDetails(body)
            _ = details.movie.title.count
        case 2:
            _ = try TMDBConfigurationDTO.decodeImages(body)
        default:
            _ = RecentQueriesFile.queries(in: body)
        }
    } catch {
        _ = error
    }
    return 0
}
