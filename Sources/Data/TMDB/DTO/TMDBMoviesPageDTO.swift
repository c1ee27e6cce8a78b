import MoviesDomain

/// A `search/movie` page.
struct TMDBMoviesPageDTO: Decodable {
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let results: [TMDBLossy<TMDBMovieDTO>]

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    /// The domain page; results that did not decode, or have no title, are left out.
    func toDomain() -> MoviesPage {
        MoviesPage(
            page: page,
            totalPages: totalPages,
            totalResults: totalResults,
            movies: results.compactMap { $0.value?.toDomain() }
        )
    }

    /// Decodes a page body; the closure `TMDBResponseFetching.fetch` runs on every body.
    static func decodePage(_ bytes: [UInt8]) throws(MoviesError) -> MoviesPage {
        try TMDBJSON.decode(TMDBMoviesPageDTO.self, from: bytes).toDomain()
    }
}
