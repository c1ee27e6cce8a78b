import MoviesDomain
import MoviesPresentation

extension ErrorViewModel {
    /// The message, and the remedy in the command line's terms: the view model says which of the
    /// user's settings may be at fault, the CLI names the environment variable that holds it.
    var messageWithRemedy: String {
        guard let remedy else { return message }
        let clause =
            switch remedy {
            case .checkServiceAddress: "if TMDB_API_BASE is set, check it"
            case .useTLSAddress: "check that TMDB_API_BASE names an https server"
            case .trustNetworkCertificates:
                "if this network inspects TLS, set CURL_CA_BUNDLE (or SSL_CERT_FILE) to its CA certificates"
            }
        return (message.hasSuffix(".") ? String(message.dropLast()) : message) + "; " + clause + "."
    }

    /// `messageWithRemedy`, and when TMDB could not be reached (no connection, a connection
    /// closed without an answer, no answer in time), that the offline catalog needs no network.
    var messageWithOfflineHint: String {
        guard case .movies(let error) = cause else { return messageWithRemedy }
        switch error {
        case .notConnected, .connectionLost, .timedOut:
            return messageWithRemedy + " (--source catalog searches offline)"
        default: return messageWithRemedy
        }
    }
}
