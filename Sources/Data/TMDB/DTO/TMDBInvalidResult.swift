/// Why one result TMDB sent was left out: what is wrong with its data, in words for the user.
struct TMDBInvalidResult: Error, Hashable {
    /// The result's id, when it has a usable one.
    let id: Int?
    /// What is wrong, as the end of a sentence: `its vote_average 1e+18 is outside 0…10`.
    let problem: String

    /// `movie 603: its vote_average 1e+18 is outside 0…10`.
    var description: String { id.map { "movie \($0): \(problem)" } ?? problem }
}
