/// A film's release in one region, as the source's release dates tell it: the date the region
/// saw it first in cinemas, and how (in cinemas, or in a few of them).
public struct RegionalRelease: Sendable, Hashable {
    /// How the film was released in the region.
    public enum Kind: String, Sendable, Hashable {
        /// In cinemas.
        case theatrical
        /// In a few cinemas (a limited release).
        case limited
    }

    /// The date, as far as it is known.
    public let date: ReleaseDate
    /// The region it was released in.
    public let region: MovieRegion
    /// How it was released there.
    public let kind: Kind

    /// The release of a film in `region` on `date`, `kind`.
    public init(date: ReleaseDate, region: MovieRegion, kind: Kind) {
        (self.date, self.region, self.kind) = (date, region, kind)
    }
}
