import MoviesDomain

/// A failure as a screen shows it: a short title and a sentence that explains it. Built from
/// the domain's errors, so that views never see HTTP, libcurl or files.
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
    /// A sentence or two that explains the failure and, when something helps, what to do.
    public let message: String
    /// The domain error this explains.
    public let cause: Cause

    /// Explains a failure to fetch movies.
    public init(_ error: MoviesError) {
        (title, message) = Self.text(for: error)
        cause = .movies(error)
    }

    /// Explains why a text cannot be searched.
    public init(_ error: MovieQueryError) {
        title = "Invalid query"
        message = Self.sentence(error.message)
        cause = .query(error)
    }
}

// MARK: - Texts

extension ErrorViewModel {
    private static func text(for error: MoviesError) -> (title: String, message: String) {
        switch error {
        case .notConnected(let detail):
            ("No connection", explained("The movie service could not be reached", detail, then: "Check the network."))
        case .timedOut(let detail):
            ("Timed out", explained("The movie service did not answer in time", detail, then: "Try again."))
        case .unauthorized(let detail):
            ("Bad credentials", explained("TMDB refused the credentials", detail))
        case .notFound(let detail):
            ("Not found", explained("The movie service has no such movie", detail))
        case .invalidRequest(let detail):
            ("Invalid request", explained("The movie service refused the request", detail))
        case .rateLimited(let retryAfter, let detail):
            ("Rate limited", explained("Too many requests", detail, then: retryAdvice(retryAfter)))
        case .serverError(let status, let detail):
            ("Server trouble", explained("The movie service failed (HTTP \(status))", detail, then: "Try again later."))
        case .invalidResponse(let detail):
            ("Unexpected response", explained("The movie service sent a response that cannot be read", detail))
        case .invalidPage(let page):
            (
                "Invalid page",
                "Page \(page) does not exist: pages go from \(MovieSearchRequest.pageRange.lowerBound) "
                    + "to \(MovieSearchRequest.pageRange.upperBound)."
            )
        case .notCached:
            ("Not cached", "This search is not in the cache, and the movie service cannot be reached offline.")
        case .storage(let detail):
            ("Storage trouble", explained("Local storage failed", detail))
        case .cancelled:
            ("Cancelled", "The request was cancelled.")
        }
    }

    /// "Lead: detail. Advice" — the detail is what the server or the system said, when it said
    /// anything; the advice is left out when the detail already ends with it.
    private static func explained(_ lead: String, _ detail: String, then advice: String? = nil) -> String {
        let trimmed = String(detail.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        let first = trimmed.isEmpty ? lead + "." : sentence(lead + ": " + trimmed)
        // TMDB's own message may already end with the advice ("… Try again later."): once is enough.
        guard let advice, !first.hasSuffix(advice) else { return first }
        return first + " " + advice
    }

    private static func retryAdvice(_ retryAfter: Duration?) -> String {
        guard let retryAfter, retryAfter > .zero else { return "Wait a moment and try again." }
        let (seconds, attoseconds) = retryAfter.components
        let whole = seconds + (attoseconds > 0 ? 1 : 0)
        return "Try again in \(whole) second\(whole == 1 ? "" : "s")."
    }

    /// Capitalised and ending with a full stop, however the text came.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let capitalised = first.uppercased() + text.dropFirst()
        return capitalised.last.map { ".!?".contains($0) } == true ? capitalised : capitalised + "."
    }
}
