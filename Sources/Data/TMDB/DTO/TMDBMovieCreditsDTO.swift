import MoviesDomain

/// `person/{id}/movie_credits`: the films a person played in (`cast`) and worked on (`crew`). A
/// film in both, or twice in one, is one film with every character and job; a credit whose film
/// is invalid is left out, and said (`TMDBFilmography.omitted`).
struct TMDBMovieCreditsDTO: Decodable {
    let cast: [TMDBOptionalElement<TMDBMovieCreditDTO>]?
    let crew: [TMDBOptionalElement<TMDBMovieCreditDTO>]?

    /// The films of a `movie_credits` body, newest first (undated last), with the person's credits.
    static func decodeFilmography(_ bytes: [UInt8]) throws(MoviesError) -> TMDBFilmography {
        let dto = try TMDBJSON.decode(TMDBMovieCreditsDTO.self, from: bytes)
        var movies: [Movie] = []
        var roles: [Movie.ID: (characters: [String], jobs: [String])] = [:]
        var omitted: [String] = []
        for (position, credit) in ((dto.cast ?? []) + (dto.crew ?? [])).enumerated() {
            do throws(TMDBInvalidResult) {
                guard let credit = credit.value else { throw TMDBInvalidResult(id: nil, problem: "it is not a film") }
                let movie = try credit.movie.toDomain()
                if roles[movie.id] == nil { movies.append(movie) }
                var role = roles[movie.id] ?? ([], [])
                if let character = credit.character, !character.isEmpty, !role.characters.contains(character) {
                    role.characters.append(character)
                }
                if let job = credit.job, !job.isEmpty, !role.jobs.contains(job) { role.jobs.append(job) }
                roles[movie.id] = role
            } catch {
                omitted.append("credit \(position + 1) (\(error.description))")
            }
        }
        let credits = roles.mapValues { role in
            MovieCredit(
                character: role.characters.isEmpty ? nil : role.characters.joined(separator: " / "), jobs: role.jobs)
        }
        return TMDBFilmography(
            movies: MovieArrangement(sort: .year).arranged(movies), credits: credits, omitted: omitted)
    }
}
