import MoviesDomain

/// `credits` appended to `movie/{id}`: the cast (`name`, `character`, `order`) and the crew
/// (`name`, `department`, `job`); a member that does not decode is left out alone.
struct TMDBCreditsDTO: Decodable {
    struct Member: Decodable {
        let name: String?
        let character: String?
        let order: Int?
        let department: String?
        let job: String?
    }

    let cast: [TMDBOptionalElement<Member>]?
    let crew: [TMDBOptionalElement<Member>]?

    /// The most cast or crew members taken: more than any film's credits list.
    static let maxMembers = 10_000

    /// The directors (the crew's job "Director"), the writers (its Writing department) and the
    /// cast in billing order, each named once; a member without a usable name (none, or one over
    /// `OutsideText`'s bound) is left out, a character or job over it is cut.
    func toDomain() throws(MoviesError) -> (directors: [String], writers: [CreditedPerson], cast: [CreditedPerson]) {
        let cast = (self.cast ?? []).compactMap(\.value)
        let crew = (self.crew ?? []).compactMap(\.value)
        try OutsideText.checkCount(cast.count, max: Self.maxMembers, of: "cast members")
        try OutsideText.checkCount(crew.count, max: Self.maxMembers, of: "crew members")
        let billed = cast.enumerated().sorted {
            ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset)
        }
        let actors = billed.compactMap { member in
            OutsideText.whole(member.element.name).map {
                CreditedPerson(name: $0, role: OutsideText.bounded(member.element.character) ?? "")
            }
        }
        let directors = crew.filter { $0.job == "Director" }.compactMap { OutsideText.whole($0.name) }
        let writers = crew.filter { $0.department == "Writing" }.compactMap { member in
            OutsideText.whole(member.name).map { CreditedPerson(name: $0, role: OutsideText.bounded(member.job) ?? "") }
        }
        return (Self.once(directors), Self.once(writers), actors)
    }

    /// `items` with each after its first left out, in order.
    static func once<Item: Hashable>(_ items: [Item]) -> [Item] {
        var seen = Set<Item>()
        return items.filter { seen.insert($0).inserted }
    }
}
