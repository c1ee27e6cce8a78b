/// One film of `person/{id}/movie_credits`: a search result's fields (`TMDBMovieDTO`) and, in
/// `cast`, the character played or, in `crew`, the job done.
struct TMDBMovieCreditDTO: Decodable {
    let movie: TMDBMovieDTO
    let character: String?
    let job: String?

    enum CodingKeys: String, CodingKey {
        case character, job
    }

    init(from decoder: any Decoder) throws {
        movie = try TMDBMovieDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        character = try container.decodeIfPresent(String.self, forKey: .character)
        job = try container.decodeIfPresent(String.self, forKey: .job)
    }
}
