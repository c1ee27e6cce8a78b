import MoviesDomain

extension MovieListViewModel {
    /// The list's date window in a sentence, with the films it left out: `Releases from
    /// 2026-11-27 to 2026-12-24 (2 films already out left out)` for `upcoming`, `In cinemas from
    /// … (1 film not out yet left out)` for `now playing`; `nil` when the source says no window.
    public var windowText: String? {
        guard let window = releaseWindow, let from = window.minimum.iso8601, let to = window.maximum.iso8601 else {
            return nil
        }
        let upcoming = list == .upcoming
        let dates = "\(upcoming ? "Releases" : "In cinemas") from \(from) to \(to)"
        guard leftOutOfWindow > 0 else { return dates }
        let films = leftOutOfWindow == 1 ? "1 film" : "\(leftOutOfWindow) films"
        return dates + " (\(films) \(upcoming ? "already out" : "not out yet") left out)"
    }
}
