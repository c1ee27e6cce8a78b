import CCurl
import HTTPClientInterface
import MoviesDomain
import Testing

@testable import CurlHTTP
@testable import MoviesData

/// libcurl outcomes the loopback server cannot produce (DNS, routing, TLS) map like the ones
/// it can: an unresolvable host or an offline machine is "not connected", never a trap.
@Suite("HTTPClientError mapping")
struct HTTPClientErrorMappingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let code: CURLcode
        let http: String
        let domain: String
        var testDescription: String { "libcurl \(code.rawValue) → \(http) → \(domain)" }
    }

    static let cases: [Case] = [
        .init(code: CURLE_COULDNT_RESOLVE_HOST, http: "cannotConnect", domain: "notConnected"),
        .init(code: CURLE_COULDNT_RESOLVE_PROXY, http: "cannotConnect", domain: "notConnected"),
        .init(code: CURLE_COULDNT_CONNECT, http: "cannotConnect", domain: "notConnected"),
        .init(code: CURLE_OPERATION_TIMEDOUT, http: "timedOut", domain: "timedOut"),
        .init(code: CURLE_PEER_FAILED_VERIFICATION, http: "insecureConnection", domain: "insecureConnection"),
        .init(code: CURLE_SSL_CONNECT_ERROR, http: "tlsHandshakeFailed", domain: "tlsHandshakeFailed"),
        .init(code: CURLE_TOO_MANY_REDIRECTS, http: "redirectRefused", domain: "invalidResponse"),
        // HTTP/0.9 or an unknown version in the answer: libcurl's own redirects are off.
        .init(code: CURLE_UNSUPPORTED_PROTOCOL, http: "invalidResponse", domain: "invalidResponse"),
        .init(code: CURLE_PARTIAL_FILE, http: "invalidResponse", domain: "invalidResponse"),
        .init(code: CURLE_GOT_NOTHING, http: "connectionLost", domain: "connectionLost"),
        .init(code: CURLE_RECV_ERROR, http: "connectionLost", domain: "connectionLost"),
        .init(code: CURLE_SEND_ERROR, http: "connectionLost", domain: "connectionLost"),
        .init(code: CURLE_BAD_CONTENT_ENCODING, http: "invalidResponse", domain: "invalidResponse"),
        .init(code: CURLE_OUT_OF_MEMORY, http: "failed", domain: "notConnected"),
    ]

    @Test(arguments: cases)
    func mapsLibcurlCodesToDomainErrors(testCase: Case) {
        let error = HTTPClientError(curlCode: testCase.code, message: "libcurl says so")
        #expect(error.caseName == testCase.http)
        #expect(MoviesError(error).caseName == testCase.domain)
    }

    /// libcurl's words are the detail, as they came; a refused redirect says so once.
    @Test func theDetailIsWhatWasSaid() {
        let http09 = HTTPClientError(
            curlCode: CURLE_UNSUPPORTED_PROTOCOL, message: "Received HTTP/0.9 when not allowed")
        #expect(MoviesError(http09) == .invalidResponse(message: "Received HTTP/0.9 when not allowed"))
        let refused = HTTPClientError.redirectRefused(message: "a redirect to ftp:// was refused")
        #expect(MoviesError(refused) == .invalidResponse(message: "a redirect to ftp:// was refused"))
    }

    @Test func theSizeCapSaysItsLimit() {
        #expect(
            MoviesError(.responseTooLarge(limit: 10 * 1024 * 1024))
                == .invalidResponse(message: "the response is larger than 10 MiB; refused"))
    }
}
