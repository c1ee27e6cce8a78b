import CCurl
import HTTPClientInterface

extension HTTPClientError {
    /// The case for a libcurl failure; `message` is libcurl's own description of it.
    init(curlCode code: CURLcode, message: String) {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT:
            self = .cannotConnect(message: message)
        case CURLE_OPERATION_TIMEDOUT:
            self = .timedOut(message: message)
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR:
            self = .connectionLost(message: message)
        case CURLE_TOO_MANY_REDIRECTS:
            self = .redirectRefused(message: message)
        case CURLE_URL_MALFORMAT:
            self = .invalidURL(message: message)
        // The request's scheme is checked before it is sent, and redirects are followed here, not
        // by libcurl: its "unsupported protocol" is the answer's (HTTP/0.9, an unknown version).
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_PARTIAL_FILE, CURLE_BAD_CONTENT_ENCODING, CURLE_WEIRD_SERVER_REPLY,
            CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_HTTP3:
            self = .invalidResponse(message: message)
        case CURLE_SSL_CONNECT_ERROR:
            self = .tlsHandshakeFailed(message: message)
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE:
            self = .insecureConnection(message: message)
        default:
            self = .failed(code: Int(code.rawValue), message: message)
        }
    }
}
