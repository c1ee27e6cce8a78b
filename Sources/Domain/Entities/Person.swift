/// Someone who works on films, as a people search finds them.
public struct Person: Sendable, Hashable {
    /// The source's number for the person.
    public let id: Int
    /// The name.
    public let name: String
    /// What they are known for (`Acting`, `Directing`), when the source says.
    public let knownFor: String?

    /// The person `id` named `name`.
    public init(id: Int, name: String, knownFor: String? = nil) {
        (self.id, self.name, self.knownFor) = (id, name, knownFor)
    }
}
