/// The dates a list of films in cinemas covers, as its source says them: the first and the last
/// day (the movie service's `upcoming` and `now playing` each answer with theirs). A film of
/// `upcoming` dated before the window is already out, and a film of `now playing` dated after it
/// is not out yet: `lists(_:in:)` leaves both out. Films dated to the year alone, or not at all,
/// are kept: nothing says they are outside.
public struct ReleaseWindow: Sendable, Hashable {
    /// The window's first day.
    public let minimum: ReleaseDate
    /// The window's last day.
    public let maximum: ReleaseDate

    /// The window from `minimum` to `maximum`, both full dates; `nil` when either is not one, or
    /// when the window ends before it starts.
    public init?(minimum: ReleaseDate, maximum: ReleaseDate) {
        guard minimum.day != nil, maximum.day != nil, minimum <= maximum else { return nil }
        (self.minimum, self.maximum) = (minimum, maximum)
    }

    /// Whether `list` lists a film released on `date`: `upcoming` not one already out (dated to
    /// the day before `minimum`), `now playing` not one still to come (after `maximum`); every
    /// other list, and any film without a full date, is kept.
    public func lists(_ date: ReleaseDate?, in list: MovieList) -> Bool {
        guard let date, date.day != nil else { return true }
        switch list {
        case .upcoming: return date >= minimum
        case .nowPlaying: return date <= maximum
        default: return true
        }
    }
}
