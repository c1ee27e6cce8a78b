import FileSupport
import FoundationEssentials
import MoviesDomain

/// libFuzzer's entry point: the JSON `movies` reads from outside, decoded and mapped to domain
/// values and formatted as the app does, and the response cache's own files read back. Any
/// bytes must give a value or `MoviesError`, never a crash. The first byte picks the document:
/// a search page, a movie's details (and its story: credits, videos, release dates, watch
/// providers), TMDB's configuration, the recents file, a cache entry, a cache subfolder's
/// counters, a people search's page, or a person's movie credits.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let body = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    do throws(MoviesError) {
        switch data[0] % 8 {
        case 0:
            // Asked for the page it says it is: every body reaches the mapping.
            let dto = try TMDBJSON.decode(TMDBMoviesPageDTO.self, from: body)
            let page = try dto.toDomain(asked: dto.page)
            for movie in page.movies { _ = MovieFormatting.rating(movie.voteAverage, voteCount: movie.voteCount) }
        case 1:
            let details = try TMDBMovieDetailsDTO.decodeDetails(body)
            _ = MovieFormatting.rating(details.movie.voteAverage, voteCount: details.movie.voteCount)
            _ = MovieFormatting.runtime(minutes: details.runtime)
            // The same body as `append_to_response` extends it: the story, for two regions.
            for region in [MovieRegion.unitedStates, MovieRegion(code: "DE")!] {
                let story = try TMDBMovieStoryDTO.decodeStory(body, region: region)
                _ = (story.cast.prefix(5), story.trailerURL, story.watchOptions?.link)
            }
        case 2:
            _ = try TMDBConfigurationDTO.decodeImages(body)
        case 3:
            _ = RecentRecordsDocument<RecentQueryRecord>.contents(of: body)
        case 4:
            if let entry = CacheEntryFile.decode(body) { _ = AgeText.text(entry.age(at: Date())) }
        case 6:
            for person in try TMDBPeoplePageDTO.decodePeople(body) { _ = person.name + (person.knownFor ?? "") }
        case 7:
            let films = try TMDBMovieCreditsDTO.decodeFilmography(body)
            for movie in films.movies { _ = films.credits[movie.id]?.jobs.joined(separator: ", ") }
        default:
            if let counters = CacheCounters.decode(body) { _ = counters + counters + CacheCounters.believable }
        }
    } catch {
        _ = error
    }
    return 0
}
