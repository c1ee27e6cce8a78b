import MoviesDomain

/// A list's page (`movie/popular`, `movie/upcoming`, …): a search page's members, and for the
/// lists of films in cinemas (`movie/upcoming`, `movie/now_playing`) TMDB's `dates`
/// (`{"maximum", "minimum"}`): the window the list covers. Dates that are not full dates, or a
/// window ending before it starts, are no window; a `dates` of another shape is none too.
struct TMDBListPageDTO: Decodable {
    /// TMDB's `dates`: the window's last and first day, `YYYY-MM-DD`.
    struct Dates: Decodable {
        let maximum: String?
        let minimum: String?
    }

    let page: TMDBMoviesPageDTO
    let dates: Dates?

    enum CodingKeys: String, CodingKey {
        case dates
    }

    init(from decoder: any Decoder) throws {
        page = try TMDBMoviesPageDTO(from: decoder)
        dates = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Dates.self, forKey: .dates)
    }

    /// The window `dates` says, when it says one.
    var window: ReleaseWindow? {
        let day = { (text: String?) in
            OutsideText.whole(text, maxBytes: 40).flatMap { ReleaseDate(iso8601: String($0.prefix(10))) }
        }
        guard let minimum = day(dates?.minimum), let maximum = day(dates?.maximum) else { return nil }
        return ReleaseWindow(minimum: minimum, maximum: maximum)
    }

    /// Decodes the body of a list's page `asked`: its movies as a search page's, and its window.
    static func decodeListPage(_ bytes: [UInt8], asked: Int) throws(MoviesError) -> MovieListPage {
        let dto = try TMDBJSON.decode(TMDBListPageDTO.self, from: bytes)
        return MovieListPage(movies: try dto.page.toDomain(asked: asked), window: dto.window)
    }
}

extension MovieListPage: TMDBKeepableAnswer {
    /// A list's page is kept as its movies' page is.
    var isKept: Bool { movies.isKept }
}
