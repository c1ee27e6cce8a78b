import MoviesDomain

/// `{"id": 18, "name": "Drama"}` in a movie's details.
struct TMDBGenreDTO: Decodable {
    let id: Int
    let name: String

    /// The app's genre; `nil` for one it does not have.
    func toDomain() -> Genre? { Genre(tmdbID: id) }
}
