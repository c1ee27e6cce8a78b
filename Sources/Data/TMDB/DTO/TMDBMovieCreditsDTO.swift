import MoviesDomain

/// `person/{id}/movie_credits`: the films a person played in (`cast`) and worked on (`crew`). A
/// film in both, or twice in one, is one film with every character and job; a credit whose film
/// is invalid is left out, and said (`TMDBFilmography.omitted`). Read in one pass, each credit
/// looked up by its film, so that many credits of one film cost no more than as many films.
struct TMDBMovieCreditsDTO: Decodable {
    let cast: [TMDBOptionalElement<TMDBMovieCreditDTO>]?
    let crew: [TMDBOptionalElement<TMDBMovieCreditDTO>]?

    /// The most credits taken, cast and crew together: TMDB lists every one (it does not page
    /// them), and the busiest careers have a few thousand.
    static let maxCredits = 10_000
    /// The most jobs kept for one film: more than anyone holds on one.
    static let maxJobs = 20

    /// What the person did on one film, each character and job once, in TMDB's order.
    private struct Roles {
        var characters: [String] = []
        var jobs: [String] = []
        var seen: Set<String> = []

        mutating func add(character: String?, job: String?) {
            if let character, seen.insert("c" + character).inserted { characters.append(character) }
            if let job, jobs.count < TMDBMovieCreditsDTO.maxJobs, seen.insert("j" + job).inserted { jobs.append(job) }
        }

        /// The characters joined with ` / `, bounded as one text.
        var credit: MovieCredit {
            MovieCredit(character: OutsideText.bounded(characters.joined(separator: " / ")), jobs: jobs)
        }
    }

    /// The films of a `movie_credits` body, newest first (undated last), with the person's credits.
    static func decodeFilmography(_ bytes: [UInt8]) throws(MoviesError) -> TMDBFilmography {
        let dto = try TMDBJSON.decode(TMDBMovieCreditsDTO.self, from: bytes)
        let credits = (dto.cast ?? []) + (dto.crew ?? [])
        try OutsideText.checkCount(credits.count, max: maxCredits, of: "credits for one person")
        var movies: [Movie] = []
        var roles: [Movie.ID: Roles] = [:]
        var omitted: [String] = []
        for (position, credit) in credits.enumerated() {
            do throws(TMDBInvalidResult) {
                guard let credit = credit.value else { throw TMDBInvalidResult(id: nil, problem: "it is not a film") }
                let movie = try credit.movie.toDomain()
                if roles[movie.id] == nil { movies.append(movie) }
                roles[movie.id, default: Roles()].add(
                    character: OutsideText.bounded(credit.character), job: OutsideText.bounded(credit.job))
            } catch {
                omitted.append("credit \(position + 1) (\(error.description))")
            }
        }
        return TMDBFilmography(movies: newestFirst(movies), credits: roles.mapValues(\.credit), omitted: omitted)
    }

    /// `movies` by full release date, newest first, the undated last; ties in TMDB's order.
    static func newestFirst(_ movies: [Movie]) -> [Movie] {
        movies.enumerated().sorted { lhs, rhs in
            switch (lhs.element.releaseDate, rhs.element.releaseDate) {
            case (let left?, let right?) where left != right: left > right
            case (.some, .none): true
            case (.none, .some): false
            default: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
