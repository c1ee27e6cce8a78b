import HTTPClientInterface
import SettingsStore

/// The rules a setting's value follows, the ones its option and its variable follow too: a
/// credential's here (HTTP's: it is sent in a header), the others' in `ConfigKey+Rules.swift`.
extension ConfigKey: SettingKey {
    func problem(with value: String) -> String? {
        guard isSecret else { return valueProblem(value) }
        if value.isEmpty { return "is empty" }
        // TMDB's are a few hundred characters; a far longer one would fill the settings file
        // past what it may hold, and every later command would refuse it.
        if value.utf8.count > Self.longestCredential { return "is longer than \(Self.longestCredential) characters" }
        return Self.credentialProblem(value)
    }

    /// The longest credential taken, in bytes: TMDB's access token is about 250.
    static let longestCredential = 4096

    /// Why `value` cannot be a credential, naming the kind of its first character HTTP refuses
    /// (`HTTPRequest.isToken`: printable ASCII, no space); `nil` when it can be. Never the value.
    static func credentialProblem(_ value: String) -> String? {
        guard !HTTPRequest.isToken(value),
            let refused = value.unicodeScalars.first(where: { !HTTPRequest.isToken(String($0)) })
        else { return nil }
        switch refused.value {
        case 0x20, 0x09...0x0D: return "contains whitespace"
        case 0x00...0x1F, 0x7F: return "contains a control character"
        default: return "contains a character that is not ASCII"
        }
    }
}
