import MoviesDomain

/// `{"id": 18, "name": "Drama"}` in a movie's details.
struct TMDBGenreDTO: Decodable {
    let id: Int
    let name: String

    func toDomain() -> Genre { Genre(id: id, name: name) }
}
