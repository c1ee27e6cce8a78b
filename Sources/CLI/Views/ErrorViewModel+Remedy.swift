import MoviesDomain
import MoviesPresentation

extension ErrorViewModel {
    /// The message, and when TMDB could not be reached (no connection, no answer in time), that
    /// the offline catalog needs no network.
    var messageWithOfflineHint: String {
        guard case .movies(let error) = cause else { return message }
        switch error {
        case .notConnected, .timedOut: return message + " (--source catalog searches offline)"
        default: return message
        }
    }
}
