import CurlHTTP
import HTTPClientInterface
import Testing

@testable import MoviesData

/// Redaction compares bytes, not `Character`s: a secret directly followed by a combining mark
/// (one `Character` with the secret's last letter) is still found.
struct TMDBCredentialsRedactionTests {
    @Test func aSecretIsRedactedWhereverItStands() {
        let credentials = TMDBCredentials.apiKey("s3cr3t")
        #expect(credentials.redacting("key s3cr3t and s3cr3ts3cr3t.") == "key [redacted] and [redacted][redacted].")
        #expect(credentials.redacting("s3cr3t\u{301} é") == "[redacted]\u{301} é")
        #expect(credentials.redacting("no secret here: s3cr") == "no secret here: s3cr")
    }

    /// Issue 39, problem 4: a key holding `+`, `/` and `=` echoed percent-encoded (upper or
    /// lower case hex, wholly or in part) or as a form-encoded query value.
    @Test(arguments: [
        "k+y/5=", "k%2By%2F5%3D", "k%2by%2f5%3d", "k%2By/5%3D", "k%2by%2F5=", "%6B%2B%79%2F%35%3D",
    ])
    func aKeyIsRedactedInEveryEncoding(echoed: String) {
        let credentials = TMDBCredentials.apiKey("k+y/5=")
        #expect(credentials.redacting("url ?api_key=\(echoed)&x=1") == "url ?api_key=[redacted]&x=1")
    }

    /// A successful answer is redacted too, but only of a secret too long to be a word of any
    /// document: a test's key `key` must not turn TMDB's `"key"` fields into `"[redacted]"`.
    @Test func aBodyIsRedactedOfASecretLongEnoughToBeNoWord() {
        let key = String(repeating: "k", count: TMDBCredentials.shortestRedactedInBodies)
        let body = Array("{\"key\": \"abc\", \"title\": \"\(key) %6B\(key.dropFirst())\"}".utf8)
        #expect(
            TMDBCredentials.apiKey(key).redactingBody(body)
                == Array("{\"key\": \"abc\", \"title\": \"[redacted] [redacted]\"}".utf8))
        #expect(TMDBCredentials.apiKey("key").redactingBody(body) == body)
    }

    @Test func aSpaceInASecretIsFoundAsAFormWritesIt() {
        let credentials = TMDBCredentials.bearerToken("a b")
        #expect(credentials.redacting("a+b a%20b a b") == "[redacted] [redacted] [redacted]")
        #expect(credentials.redacting("a%2 a%ZZb a%") == "a%2 a%ZZb a%", "broken escapes are text")
    }

    @Test func anErrorMessageIsRedactedBeforeItIsCutSoNoPartOfTheKeyIsLeft() {
        let credentials = TMDBCredentials.apiKey("SECRETKEY")
        let padding = String(repeating: "x", count: TMDBStatusMapping.maxMessageBytes - 8)
        let body = #"{"status_code": 7, "status_message": "\#(padding)SECRETKEY"}"#
        let error = TMDBStatusMapping.error(
            for: HTTPResponse(status: 401, body: Array(body.utf8)), retryAfter: nil, redacting: credentials.redacting)
        guard case .unauthorized(let message) = error else { return #expect(Bool(false), "got \(error)") }
        #expect(!message.contains("SECR"), "\(message.suffix(20))")
    }
}
