import HTTPClientInterface
import MoviesDomain

/// How TMDB's non-2xx answers become domain errors, keeping TMDB's `status_message`, which says
/// what to fix ("Invalid API key: You must be granted a valid key.").
enum TMDBStatusMapping {
    /// The most bytes of a server message passed on; the rest is cut (`OutsideText.bounded`).
    static let maxMessageBytes = 300

    /// The error `response` says; its message goes through `redacting` before it is cut, so that
    /// a cut never leaves part of a secret unrecognised.
    static func error(
        for response: HTTPResponse, retryAfter: Duration?, redacting: (String) -> String = { $0 }
    ) -> MoviesError {
        let body = try? TMDBJSON.decode(TMDBErrorDTO.self, from: response.body)
        let answered = "TMDB answered HTTP \(response.status)"
        let message = shortened(body?.statusMessage.map(redacting)) ?? answered
        switch (response.status, body?.statusCode) {
        case (_, 3), (_, 7), (_, 10), (401, _), (403, _): return .unauthorized(message: message)
        case (_, 6), (_, 34), (404, _): return .notFound(message: message)
        case (429, _), (_, 25): return .rateLimited(retryAfter: retryAfter, message: message)
        case (400, _), (422, _): return .invalidRequest(message: message)
        case (500...599, _): return .serverError(status: response.status, message: message)
        default: return .invalidResponse(message: message == answered ? message : "\(answered): \(message)")
        }
    }

    /// `Retry-After` in delta-seconds (the form TMDB sends), at most a day; `nil` when absent or
    /// another form.
    static func retryAfter(_ response: HTTPResponse) -> Duration? {
        guard let text = response.header("Retry-After"), let seconds = Int(text), seconds >= 0 else { return nil }
        return .seconds(min(seconds, maxRetryAfterSeconds))
    }

    /// A longer wait is a server's mistake; a day keeps every sum and conversion of it in range.
    static let maxRetryAfterSeconds = 86_400

    private static func shortened(_ message: String?) -> String? {
        OutsideText.bounded(message, maxBytes: maxMessageBytes)
    }
}
