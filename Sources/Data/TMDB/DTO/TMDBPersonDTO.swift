import MoviesDomain

/// One `search/person` result: an id and a name are needed, the rest may be missing or null;
/// its texts are bounded (`OutsideText`).
struct TMDBPersonDTO: Decodable {
    let id: Int
    let name: String?
    let knownForDepartment: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case knownForDepartment = "known_for_department"
    }

    /// The domain person, or why the data cannot be one.
    func toDomain() throws(TMDBInvalidResult) -> Person {
        guard id > 0 else { throw TMDBInvalidResult(id: nil, problem: "its id \(id) is not positive") }
        guard let name = OutsideText.bounded(name) else { throw TMDBInvalidResult(id: id, problem: "it has no name") }
        return Person(id: id, name: name, knownFor: OutsideText.bounded(knownForDepartment))
    }
}
