import MoviesDomain

/// The rule for a text TMDB sends that is shown as it is (a name, a job, a certification):
/// kept when it is not empty and not longer than `maxLength` characters, else left out.
enum TMDBText {
    /// The longest name or job kept: longer than any person's or provider's.
    static let maxNameLength = 300

    /// `text` when it has 1 to `maxLength` characters.
    static func bounded(_ text: String?, maxLength: Int = maxNameLength) -> String? {
        guard let text, !text.isEmpty, text.count <= maxLength else { return nil }
        return text
    }

    /// Refuses a list longer than `max`, naming `what`: more than a film has is not a film's.
    static func checkCount(_ count: Int, max: Int, of what: String) throws(MoviesError) {
        guard count <= max else { throw .invalidResponse(message: "TMDB sent \(count) \(what), more than \(max)") }
    }
}
