import CCurl
import HTTPClientInterface

/// Redirects, followed by the transfer itself on the loop's thread (libcurl's own following is
/// off): each target is checked against `HTTPURL.isAllowedTarget` before anything is sent to it,
/// credentials stay with their origin, and every hop shares the one deadline.
extension CurlTransfer {
    /// What to do with an exchange libcurl finished.
    enum Redirect {
        /// Not a redirect: report the response (or the failure).
        case none
        /// The handle now points at the target: add it to the multi handle again.
        case followed
        /// A redirect that must not be followed.
        case refused(HTTPClientError)
    }

    /// Reads whether the exchange that ended with `code` was a redirect and, when it may be
    /// followed, aims the handle at its target.
    func redirect(after code: CURLcode) -> Redirect {
        guard code == CURLE_OK, let easy else { return .none }
        var status = 0
        var location: UnsafeMutablePointer<CChar>?
        guard movies_curl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status) == CURLE_OK,
            (300...399).contains(status),
            movies_curl_easy_getinfo_string(easy, CURLINFO_REDIRECT_URL, &location) == CURLE_OK, let location
        else { return .none }
        let url = String(cString: location)
        guard redirects < configuration.maxRedirects else {
            let most = configuration.maxRedirects
            return .refused(.redirectRefused(message: "redirect \(most + 1) was refused: \(most) at most are followed"))
        }
        guard let target = HTTPURL(url), target.isAllowedTarget, let origin = HTTPURL(request.url) else {
            return .refused(.redirectRefused(message: Self.refusal(of: HTTPURL(url))))
        }
        redirects += 1
        if let failure = aim(at: request.redirected(to: url, crossingOrigins: target.origin != origin.origin)) {
            return .refused(failure)
        }
        return .followed
    }

    /// Why a redirect target was refused, naming its scheme and host but never its path or query.
    private static func refusal(of target: HTTPURL?) -> String {
        guard let target else { return "a redirect to a URL that is not http(s) was refused" }
        guard target.scheme == "http" || target.scheme == "https" else {
            return "a redirect to \(target.scheme):// was refused"
        }
        return "a redirect to plain http on \(target.host) was refused: plain http goes only to this machine"
    }
}

extension HTTPRequest {
    /// The same request sent to `url`, a redirect's target. Credentials (`Authorization`,
    /// `Cookie`) go only to the origin they were meant for.
    func redirected(to url: String, crossingOrigins: Bool) -> HTTPRequest {
        var request = self
        request.url = url
        if crossingOrigins {
            request.headers = headers.filter { name, _ in !["authorization", "cookie"].contains(name.lowercased()) }
        }
        return request
    }
}
