/// A TMDB genre.
public struct Genre: Sendable, Hashable, Identifiable {
    /// TMDB's genre id (the catalog maps its genres to TMDB's ids).
    public let id: Int
    /// The genre's name, for example "Science Fiction".
    public let name: String

    /// A genre with TMDB's `id` and its `name`.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
