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
}
