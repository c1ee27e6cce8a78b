extension ReleaseDate: Comparable {
    /// Earlier dates first; a date known only to its year (or month) comes before the dates within it.
    public static func < (lhs: ReleaseDate, rhs: ReleaseDate) -> Bool {
        (lhs.year, lhs.month ?? 0, lhs.day ?? 0) < (rhs.year, rhs.month ?? 0, rhs.day ?? 0)
    }
}
