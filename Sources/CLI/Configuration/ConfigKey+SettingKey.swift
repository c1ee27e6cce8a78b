import HTTPClientInterface
import SettingsStore

/// The rules a setting's value follows, the ones its option and its variable follow too: a
/// credential's here (HTTP's: it is sent in a header), the others' in `ConfigKey+Rules.swift`.
extension ConfigKey: SettingKey {
    func problem(with value: String) -> String? {
        guard isSecret else { return valueProblem(value) }
        if value.isEmpty { return "is empty" }
        return HTTPRequest.isToken(value) ? nil : "contains whitespace or control characters"
    }
}
