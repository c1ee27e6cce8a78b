import MoviesDomain

/// A failure as a screen shows it: a title, a sentence saying what happened and what to do, and
/// what the server or system said; built from the domain's errors, so views never see HTTP.
public struct ErrorViewModel: Sendable, Hashable {
    /// What failed, for views that map failures further (exit codes, JSON error codes).
    public enum Cause: Sendable, Hashable {
        /// Fetching or storing movies failed.
        case movies(MoviesError)
        /// The text typed cannot be searched.
        case query(MovieQueryError)
    }

    /// A short title: "No connection", "Rate limited", "Invalid query", …
    public let title: String
    /// One sentence: what happened and, when something helps, what to do.
    public let message: String
    /// What the server or system said that `message` leaves out, for a view that explains in full.
    public let detail: String?
    /// The domain error this explains.
    public let cause: Cause
    /// What the user may change to get past the failure, when it is a setting of theirs; the
    /// view names the setting in its own terms (the CLI: an environment variable).
    public let remedy: Remedy?

    /// A setting of the user's that may be the cause of a failure.
    public enum Remedy: Sendable, Hashable {
        /// The movie service's address may be wrong.
        case checkServiceAddress
        /// The address may name a server that does not speak TLS.
        case useTLSAddress
        /// The certificates trusted may lack those of a network that inspects TLS.
        case trustNetworkCertificates
    }

    /// Explains a failure to fetch movies.
    public init(_ error: MoviesError) {
        (title, message, detail) = Self.text(for: error)
        cause = .movies(error)
        remedy = Self.remedy(for: error)
    }

    /// Explains why a poster could not be had, in the poster's own words where the general ones
    /// would mislead: an image host without the poster is not "no such movie", and an answer
    /// that is not an image says so.
    public init(poster error: MoviesError) {
        switch error {
        case .notFound(let said):
            (title, message, detail) = (
                "Poster not available", Self.sentence(said.isEmpty ? "poster not available" : said), nil
            )
        case .invalidResponse(let said):
            (title, message, detail) = (
                "Not a poster", Self.sentence(said.isEmpty ? "the poster cannot be read" : said), nil
            )
        default:
            (title, message, detail) = Self.text(for: error)
        }
        cause = .movies(error)
        remedy = Self.remedy(for: error)
    }

    /// Explains why a search or a list could not be had: one the movie service does not have is
    /// no missing movie, but a wrong address or, for the movies like one, an unknown movie.
    public init(listing error: MoviesError) {
        if case .notFound(let said) = error {
            (title, message, detail) = ("Not found", "The movie service has no such list or movie.", Self.trimmed(said))
            remedy = .checkServiceAddress
        } else {
            (title, message, detail) = Self.text(for: error)
            remedy = Self.remedy(for: error)
        }
        cause = .movies(error)
    }

    /// Explains why a text cannot be searched.
    public init(_ error: MovieQueryError) {
        title = "Invalid query"
        message = Self.sentence(error.message)
        detail = nil
        cause = .query(error)
        remedy = nil
    }
}

extension ErrorViewModel {
    private static func text(for error: MoviesError) -> (title: String, message: String, detail: String?) {
        switch error {
        case .notConnected(let detail):
            ("No connection", "The movie service could not be reached; check the network.", trimmed(detail))
        case .connectionLost(let detail):
            ("Connection lost", "The movie service closed the connection without answering.", trimmed(detail))
        case .insecureConnection(let detail):
            ("Insecure connection", "The movie service's certificate could not be verified.", trimmed(detail))
        case .tlsHandshakeFailed(let detail):
            (
                "No TLS connection",
                "The movie service's address does not answer in TLS (https): no secure connection could be set up.",
                trimmed(detail)
            )
        case .timedOut(let detail):
            ("Timed out", "The movie service did not answer in time; try again.", trimmed(detail))
        case .unauthorized(let detail):
            (
                "Bad credentials", "The movie service refused the credentials; check the access token or API key.",
                trimmed(detail)
            )
        case .notFound(let detail):
            ("Not found", "The movie service has no such movie.", trimmed(detail))
        case .invalidRequest(let detail):
            ("Invalid request", "The movie service refused the request.", trimmed(detail))
        case .rateLimited(let retryAfter, let detail):
            ("Rate limited", "Too many requests; " + retryAdvice(retryAfter), trimmed(detail))
        case .serverError(let status, let detail):
            ("Server trouble", "The movie service failed (HTTP \(status)); try again later.", trimmed(detail))
        case .invalidResponse(let detail):
            ("Unexpected response", "The movie service sent a response that cannot be read.", trimmed(detail))
        case .invalidPage(let page):
            ("Invalid page", "Page \(page) is not one the movie service serves.", nil)
        case .notCached:
            ("Not cached", "The answer is not in the cache, and offline the movie service is not asked.", nil)
        case .storage(let detail):
            // The detail is this machine's (a path and the system's reason): what the user must fix.
            (
                "Storage trouble",
                trimmed(detail).map { sentence("Local storage failed: " + $0) } ?? "Local storage failed.", nil
            )
        case .cancelled:
            ("Cancelled", "The request was cancelled.", nil)
        }
    }

    private static func remedy(for error: MoviesError) -> Remedy? {
        switch error {
        case .insecureConnection: .trustNetworkCertificates
        case .tlsHandshakeFailed: .useTLSAddress
        default: nil
        }
    }

    /// `detail` without surrounding whitespace; `nil` when nothing is left.
    private static func trimmed(_ detail: String) -> String? {
        let trimmed = String(detail.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func retryAdvice(_ retryAfter: Duration?) -> String {
        guard let retryAfter, retryAfter > .zero else { return "wait a moment and try again." }
        let (seconds, attoseconds) = retryAfter.components
        let whole = seconds + (attoseconds > 0 ? 1 : 0)
        return "try again in \(whole) second\(whole == 1 ? "" : "s")."
    }

    /// Capitalised and ending with a full stop, however the text came.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let capitalised = first.uppercased() + text.dropFirst()
        return capitalised.last.map { ".!?".contains($0) } == true ? capitalised : capitalised + "."
    }
}
