/// A person's part in a film: an actor and the character, or a crew member and the job.
public struct CreditedPerson: Sendable, Hashable {
    /// The person's name.
    public let name: String
    /// The character played, or the job done ("Screenplay", "Novel"); `""` when unknown.
    public let role: String

    /// `name` in `role`.
    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }
}
