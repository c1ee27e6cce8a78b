import MoviesDomain

/// `search/person`'s page: the people a name found, best match first. A result that is not a
/// person is left out alone.
struct TMDBPeoplePageDTO: Decodable {
    let results: [TMDBOptionalElement<TMDBPersonDTO>]

    /// The most people kept: the choice a terminal offers, and TMDB's page.
    static let maxPeople = 20

    /// The valid people of a `search/person` body, in TMDB's order.
    static func decodePeople(_ bytes: [UInt8]) throws(MoviesError) -> [Person] {
        let page = try TMDBJSON.decode(TMDBPeoplePageDTO.self, from: bytes)
        return page.results.prefix(maxPeople).compactMap { try? $0.value?.toDomain() }
    }
}
