import CurlHTTP
import DomainTestSupport
import HTTPClientInterface
import MoviesDomain
import Testing

@testable import MoviesData

/// The DTOs decode what TMDB really sends and map it to Domain entities.
@Suite("TMDB DTOs")
struct TMDBDTOTests {
    static let quirkyPage = #"""
        {"page": 3, "total_pages": 7, "total_results": 130, "results": [
          {"id": 1, "title": "No Date", "release_date": "", "poster_path": null, "backdrop_path": null,
           "vote_average": 7, "vote_count": 10, "genre_ids": [], "overview": "", "original_title": "No Date"},
          {"id": 2, "title": "Only Required"},
          {"id": 3, "title": "千と千尋の神隠し", "original_title": "千と千尋の神隠し", "release_date": "2001-07-20",
           "vote_average": 8.5, "vote_count": 16000, "genre_ids": [16, 10751, 14], "poster_path": "/39w.jpg"},
          {"id": "not-a-number", "title": "Malformed"},
          {"id": 5, "title": "Amélie 🎬 العربية é", "release_date": "2001", "vote_average": 0,
           "vote_count": 0, "genre_ids": null, "overview": null},
          {"id": 6, "original_title": "Only Original"},
          {"id": 7}
        ]}
        """#

    @Test func decodesWhatTMDBReallySendsAndSkipsOnlyTheMalformedResults() throws {
        let page = try TMDBMoviesPageDTO.decodePage(Array(Self.quirkyPage.utf8), asked: 3)
        #expect(page.page == 3)
        #expect(page.totalPages == 7)
        #expect(page.totalResults == 130)
        #expect(page.movies.map(\.id) == [1, 2, 3, 5, 6])
        #expect(page.source == .remote)

        let noDate = page.movies[0]
        #expect(noDate.releaseDate == nil)
        #expect(noDate.posterPath == nil)
        #expect(noDate.voteAverage == 7)
        #expect(noDate.genres.isEmpty)

        let onlyRequired = page.movies[1]
        #expect(onlyRequired == Movie(id: 2, title: "Only Required", webPageURL: "https://www.themoviedb.org/movie/2"))

        let spirited = page.movies[2]
        #expect(spirited.title == "千と千尋の神隠し")
        #expect(spirited.releaseDate == MovieFixtures.releaseDate(2001, 7, 20))
        #expect(spirited.genres == [.animation, .family, .fantasy])
        #expect(spirited.posterPath == "/39w.jpg")

        let unicode = page.movies[3]
        #expect(unicode.title == "Amélie 🎬 العربية é")
        #expect(unicode.releaseDate == MovieFixtures.releaseDate(2001))
        #expect(unicode.overview == "")

        #expect(page.movies[4].title == "Only Original")
        #expect(page.omittedResults == ["result 4 (it is not a movie)", "result 7 (movie 7: it has no title)"])
    }

    @Test(arguments: [
        (
            #"{"id": 8, "title": "T", "vote_average": 1e18}"#,
            "result 1 (movie 8: its vote_average 1e+18 is outside 0…10)"
        ),
        (
            #"{"id": 8, "title": "T", "vote_average": -0.5}"#,
            "result 1 (movie 8: its vote_average -0.5 is outside 0…10)"
        ),
        (#"{"id": 8, "title": "T", "vote_count": -3}"#, "result 1 (movie 8: its vote_count -3 is negative)"),
        (
            #"{"id": 8, "title": "T", "vote_count": 999999999}"#,
            "result 1 (movie 8: its vote_count 999999999 is over 100 million)"
        ),
        (
            #"{"id": 8, "title": "T", "vote_count": 9223372036854775807}"#,
            "result 1 (movie 8: its vote_count 9223372036854775807 is over 100 million)"
        ),
        (#"{"id": -8, "title": "T"}"#, "result 1 (its id -8 is not positive)"),
    ])
    func aResultWithValuesNoFilmHasIsLeftOutAndSaysWhy(result: String, reason: String) throws {
        let body = #"{"page": 1, "total_pages": 1, "total_results": 1, "results": [\#(result)]}"#
        let page = try TMDBMoviesPageDTO.decodePage(Array(body.utf8), asked: 1)
        #expect(page.movies.isEmpty)
        #expect(page.omittedResults == [reason])
    }

    @Test(arguments: [
        #"{"page": 0, "total_pages": 1, "total_results": 0, "results": []}"#,
        #"{"page": 1, "total_pages": -1, "total_results": 0, "results": []}"#,
        #"{"page": 1, "total_pages": 1, "total_results": 9223372036854775807, "results": []}"#,
    ])
    func aPageWithNumbersOutOfRangeIsAnInvalidResponse(body: String) {
        #expect {
            try TMDBMoviesPageDTO.decodePage(Array(body.utf8), asked: 1)
        } throws: { error in
            (error as? MoviesError)?.caseName == "invalidResponse"
        }
    }

    /// Totals below what the page carries (`total_results: 0` over its results) are raised to
    /// what it proves, this page and full ones before it, so that no header says "0 movies, page
    /// 1 of 0" above them; totals above it, and an empty page's, stay as sent.
    @Test(arguments: [
        (1, 0, 0, 20, 20, 1), (3, 0, 0, 5, 45, 3), (2, 1, 5, 20, 40, 2), (1, 7, 130, 20, 130, 7), (4, 1, 3, 0, 3, 1),
    ])
    func totalsBelowWhatThePageCarriesAreRaisedToIt(
        page: Int, totalPages: Int, totalResults: Int, sent: Int, raisedResults: Int, raisedPages: Int
    ) throws {
        let results = (0..<sent).map { #"{"id": \#($0 + 1), "title": "T"}"# }.joined(separator: ", ")
        let totals = #""total_pages": \#(totalPages), "total_results": \#(totalResults)"#
        let body = #"{"page": \#(page), \#(totals), "results": [\#(results)]}"#
        let mapped = try TMDBMoviesPageDTO.decodePage(Array(body.utf8), asked: page)
        #expect(mapped.totalResults == raisedResults)
        #expect(mapped.totalPages == raisedPages)
        #expect(mapped.hasNextPage == (page < raisedPages))
    }

    /// An answer about another page than the one asked for is refused, as details about another
    /// movie are: never believed (page 9 of a search that has 5, 180 movies of its 100).
    @Test func aPageOtherThanTheOneAskedForIsAnInvalidResponse() throws {
        let body = #"{"page": 9, "total_pages": 5, "total_results": 100, "results": [{"id": 1, "title": "T"}]}"#
        #expect(throws: MoviesError.invalidResponse(message: "TMDB answered page 1 with page 9")) {
            try TMDBMoviesPageDTO.decodePage(Array(body.utf8), asked: 1)
        }
        #expect(try TMDBMoviesPageDTO.decodePage(Array(body.utf8), asked: 9).page == 9)
    }

    @Test(arguments: [
        "", "<!DOCTYPE html><html></html>", #"{"page": 1, "results": ["#, #"{"results": []}"#,
        #"{"page": "1", "total_pages": 1, "total_results": 0, "results": []}"#, "null",
    ])
    func aBodyThatIsNotAPageIsAnInvalidResponse(body: String) {
        #expect {
            try TMDBMoviesPageDTO.decodePage(Array(body.utf8), asked: 1)
        } throws: { error in
            (error as? MoviesError)?.caseName == "invalidResponse"
        }
    }

    @Test func decodesDetails() throws {
        let json = #"""
            {"id": 603, "title": "The Matrix", "original_title": "The Matrix", "release_date": "1999-03-31",
             "runtime": 136, "genres": [{"id": 28, "name": "Action"}, {"id": "x"}, {"id": 878, "name": "Science Fiction"}],
             "tagline": "Welcome to the Real World.", "status": "Released", "budget": 63000000,
             "vote_average": 8.2, "vote_count": 25000, "poster_path": "/f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg"}
            """#
        let details = try TMDBMovieDetailsDTO.decodeDetails(Array(json.utf8))
        #expect(details.movie.title == "The Matrix")
        #expect(details.movie.genres == [.action, .scienceFiction])
        #expect(details.runtime == 136)
        #expect(details.genres == [.action, .scienceFiction])
        #expect(details.tagline == "Welcome to the Real World.")
        #expect(details.status == "Released")
        #expect(details.budget == 63_000_000)
    }

    @Test func detailsWithNullsZerosAndGapsHaveNoValuesThere() throws {
        let json = #"""
            {"id": 9, "title": "Unknown", "release_date": "", "runtime": 0, "budget": 0, "tagline": "",
             "poster_path": null, "genres": [], "vote_average": 8}
            """#
        let details = try TMDBMovieDetailsDTO.decodeDetails(Array(json.utf8))
        #expect(details.movie.releaseDate == nil)
        #expect(details.runtime == nil)
        #expect(details.budget == nil)
        #expect(details.tagline == nil)
        #expect(details.genres.isEmpty)
        #expect(details.movie.voteAverage == 8)
    }

    @Test func detailsWithoutAnyTitleAreInvalid() {
        #expect(throws: MoviesError.invalidResponse(message: "TMDB sent movie 9: it has no title")) {
            try TMDBMovieDetailsDTO.decodeDetails(Array(#"{"id": 9}"#.utf8))
        }
    }

    /// A title of white space alone (a no-break space, spaces) is no title: it was listed as an
    /// empty cell. The original title stands in when it has one.
    @Test func aTitleOfWhiteSpaceAloneIsNone() throws {
        #expect(throws: MoviesError.invalidResponse(message: "TMDB sent movie 9: it has no title")) {
            try TMDBMovieDetailsDTO.decodeDetails(Array(#"{"id": 9, "title": "\u00a0 ", "original_title": "  "}"#.utf8))
        }
        let details = try TMDBMovieDetailsDTO.decodeDetails(
            Array(#"{"id": 9, "title": "  ", "original_title": "Heat"}"#.utf8))
        #expect(details.movie.title == "Heat")
    }

    @Test func detailsWithAVoteAverageNoFilmHasAreInvalid() {
        let body = #"{"id": 9, "title": "T", "vote_average": 9.2e17}"#
        #expect(
            throws: MoviesError.invalidResponse(message: "TMDB sent movie 9: its vote_average 9.2e+17 is outside 0…10")
        ) {
            try TMDBMovieDetailsDTO.decodeDetails(Array(body.utf8))
        }
    }

    @Test func decodesTheImagesConfigurationAndPicksTheNearestPosterWidth() throws {
        let json = #"""
            {"images": {"secure_base_url": "https://image.tmdb.org/t/p/",
             "poster_sizes": ["w92", "w154", "w185", "w342", "w500", "w780", "original"]}, "change_keys": []}
            """#
        let images = try TMDBConfigurationDTO.decodeImages(Array(json.utf8))
        #expect(images.secureBaseURL == "https://image.tmdb.org/t/p/")
        #expect(images.posterSize(nearest: 300) == "w342")
        #expect(images.posterSize(nearest: 100) == "w92")
        #expect(images.posterSize(nearest: 5000) == "w780")
        #expect(
            TMDBImagesConfiguration(secureBaseURL: "", posterSizes: ["original"]).posterSize(nearest: 300) == "original"
        )
    }

    @Test func tmdbErrorMessagesAreKeptButBounded() {
        let long = String(repeating: "x", count: 1000)
        let body = Array(#"{"status_code": 7, "status_message": "\#(long)", "success": false}"#.utf8)
        let error = TMDBStatusMapping.error(for: HTTPResponse(status: 401, body: body), retryAfter: nil)
        guard case .unauthorized(let message) = error else { return #expect(Bool(false), "got \(error)") }
        #expect(message.utf8.count <= TMDBStatusMapping.maxMessageBytes && message.hasSuffix("…"))
        #expect(message.hasPrefix(String(repeating: "x", count: 290)))
    }

    @Test func anErrorWithoutATMDBBodySaysTheStatus() {
        let error = TMDBStatusMapping.error(for: HTTPResponse(status: 502, body: Array("<html>".utf8)), retryAfter: nil)
        #expect(error == .serverError(status: 502, message: "TMDB answered HTTP 502"))
    }

    /// A status TMDB gives no meaning (418, 304) is said once, and with TMDB's message after it
    /// when it sent one.
    @Test func anUnexpectedStatusIsSaidOnce() {
        let bare = TMDBStatusMapping.error(for: HTTPResponse(status: 418, body: []), retryAfter: nil)
        #expect(bare == .invalidResponse(message: "TMDB answered HTTP 418"))
        let body = Array(#"{"status_code": 99, "status_message": "I'm a teapot", "success": false}"#.utf8)
        let said = TMDBStatusMapping.error(for: HTTPResponse(status: 304, body: body), retryAfter: nil)
        #expect(said == .invalidResponse(message: "TMDB answered HTTP 304: I'm a teapot"))
    }
}
