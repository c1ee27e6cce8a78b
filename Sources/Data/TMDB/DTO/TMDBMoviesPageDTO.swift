import MoviesDomain

/// A `search/movie` page.
struct TMDBMoviesPageDTO: Decodable {
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let results: [TMDBOptionalElement<TMDBMovieDTO>]

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    /// The largest page or result count taken: beyond any search, too small for a sum to overflow.
    static let maxCount = Int(Int32.max)

    /// The domain page of page `asked`; an invalid result is left out (`MoviesPage.omittedResults`
    /// says why), numbers out of range, another page, or more results than TMDB puts on a page
    /// (`TMDBService.pageSize`) refuse the page. Totals below what the page itself proves
    /// (`total_results: 0` over 20 results) are raised to it: no header says "0 movies, page 1 of 0".
    func toDomain(asked: Int) throws(MoviesError) -> MoviesPage {
        guard (1...Self.maxCount).contains(page), (0...Self.maxCount).contains(totalPages),
            (0...Self.maxCount).contains(totalResults)
        else {
            throw .invalidResponse(
                message: "TMDB sent page \(page) of \(totalPages) with \(totalResults) results, numbers out of range")
        }
        guard page == asked else { throw .invalidResponse(message: "TMDB answered page \(asked) with page \(page)") }
        try OutsideText.checkCount(results.count, max: TMDBService.pageSize, of: "results on one page")
        var movies: [Movie] = []
        var omitted: [String] = []
        for (position, result) in results.enumerated() {
            do throws(TMDBInvalidResult) {
                guard let dto = result.value else { throw TMDBInvalidResult(id: nil, problem: "it is not a movie") }
                movies.append(try dto.toDomain())
            } catch {
                omitted.append("result \(position + 1) (\(error.description))")
            }
        }
        // A page with results proves itself and the full pages before it.
        let totalPages = results.isEmpty ? totalPages : max(totalPages, page)
        let totalResults =
            results.isEmpty ? totalResults : max(totalResults, (page - 1) * TMDBService.pageSize + results.count)
        return MoviesPage(
            page: page, totalPages: totalPages, totalResults: totalResults, movies: movies,
            hasNextPage: page < min(totalPages, TMDBService.pages.upperBound),
            source: MoviesPageSource(name: TMDBService.name),
            notes: omitted.isEmpty ? nil : MoviesPageNotes(omittedResults: omitted))
    }

    /// Decodes the body of page `asked`; `TMDBResponseFetching.fetch` runs it on every body.
    static func decodePage(_ bytes: [UInt8], asked: Int) throws(MoviesError) -> MoviesPage {
        try TMDBJSON.decode(TMDBMoviesPageDTO.self, from: bytes).toDomain(asked: asked)
    }
}

extension MoviesPage: TMDBKeepableAnswer {
    /// A page sent without a result while its totals put it within them (and no result was left
    /// out as invalid) contradicts itself: shown as sent, never kept.
    var isKept: Bool { !(movies.isEmpty && omittedResults.isEmpty && totalResults > 0 && page <= totalPages) }
}
