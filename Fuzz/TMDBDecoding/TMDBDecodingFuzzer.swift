import MoviesDomain

/// libFuzzer's entry point: TMDB's response bodies, decoded and mapped to domain values as
/// `TMDBNetworkFetcher`'s callers do. Any bytes must give a value or `MoviesError`, never a
/// crash; the first byte picks the endpoint so one corpus covers all three.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let body = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    do throws(MoviesError) {
        switch data[0] % 3 {
        case 0:
            let page = try TMDBMoviesPageDTO.decodePage(body)
            for movie in page.movies { _ = movie.title.count }
        case 1:
            let details = try TMDBMovieDetailsDTO.decodeDetails(body)
            _ = details.movie.title.count
        default:
            _ = try TMDBConfigurationDTO.decodeImages(body)
        }
    } catch {
        _ = error
    }
    return 0
}
