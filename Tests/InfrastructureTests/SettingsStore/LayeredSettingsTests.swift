import SettingsStore
import Testing

/// The environment over the file: a set variable wins, secrets count as one setting, and every
/// stored setting is checked, named by the file and its key, never by its value.
struct LayeredSettingsTests {
    enum Key: String, SettingKey {
        case colour, token, password

        var variable: String { "APP_" + rawValue.uppercased() }
        var isSecret: Bool { self != .colour }

        func problem(with value: String) -> String? {
            self == .colour && !["red", "blue"].contains(value) ? "must be red or blue" : nil
        }
    }

    private func settings(_ environment: [String: String], _ stored: [(key: String, value: String)])
        -> LayeredSettings<Key>
    {
        LayeredSettings(environment: environment, stored: stored, location: "/etc/app/config")
    }

    @Test func aSetVariableWinsAndAnEmptyOneDoesNot() throws {
        let stored = [(key: "colour", value: "red")]

        #expect(try settings(["APP_COLOUR": "blue"], stored).variables(checking: [])["APP_COLOUR"] == "blue")
        #expect(try settings(["APP_COLOUR": ""], stored).variables(checking: [])["APP_COLOUR"] == "red")
        #expect(settings(["APP_COLOUR": "blue"], stored).effective(.colour)! == ("blue", "APP_COLOUR"))
        #expect(settings([:], stored).effective(.colour)! == ("red", "config file"))
        #expect(settings([:], []).effective(.colour) == nil)
    }

    @Test func aSecretInTheEnvironmentHidesEverySecretOfTheFile() throws {
        let variables = try settings(["APP_TOKEN": "t"], [("password", "p"), ("colour", "red")]).variables(checking: [])

        #expect(variables["APP_PASSWORD"] == nil)
        #expect(variables["APP_TOKEN"] == "t")
        #expect(variables["APP_COLOUR"] == "red")
    }

    /// What is in effect says what a run reads: the file's secret is not, beside the
    /// environment's.
    @Test func aSecretOfTheFileHiddenIsNotInEffect() {
        let hidden = settings(["APP_TOKEN": "t"], [("password", "p"), ("colour", "red")])

        #expect(hidden.effective(.password) == nil)
        #expect(hidden.secretsHiddenBy == "APP_TOKEN")
        #expect(hidden.hiding(.password) == "hidden, APP_TOKEN is set")
        #expect(hidden.hiding(.token) == nil && hidden.hiding(.colour) == nil)
        #expect(hidden.effective(.colour)! == ("red", "config file"))
        #expect(settings([:], [("password", "p")]).effective(.password)! == ("p", "config file"))
        #expect(settings([:], [("password", "p")]).secretsHiddenBy == nil)
    }

    @Test func anUnknownOrRefusedSettingIsNamedNeverWithItsValue() {
        #expect(throws: SettingsError.unknownSetting("color", location: "/etc/app/config", suggestion: "colour")) {
            try settings([:], [("color", "red")]).variables(checking: [])
        }
        #expect(
            SettingsError.unknownSetting("color", location: "/f", suggestion: "colour").message()
                == "/f: unknown setting 'color'; did you mean 'colour'?")
        #expect(throws: SettingsError.invalidValue(source: "/etc/app/config: colour", problem: "must be red or blue")) {
            try settings(["APP_COLOUR": "red"], [("colour", "green")]).variables(checking: [])
        }
        #expect(throws: SettingsError.invalidValue(source: "APP_COLOUR", problem: "must be red or blue")) {
            try settings(["APP_COLOUR": "green"], []).variables(checking: [.colour])
        }
        #expect(SettingsError.invalidValue(source: "APP_COLOUR", problem: "is bad").message() == "APP_COLOUR is bad")
    }

    /// What `config` says of one key: the refused value and where it is, the file's first
    /// (checked even when the environment hides it), with the message a run would give.
    @Test func aRefusalSaysWhereTheRefusedValueIs() {
        let file = settings(["APP_COLOUR": "red"], [("colour", "green")]).refusal(.colour)
        #expect(file?.origin == "config file")
        #expect(file?.problem == "must be red or blue")
        #expect(file?.error == .invalidValue(source: "/etc/app/config: colour", problem: "must be red or blue"))
        let variable = settings(["APP_COLOUR": "green"], [("colour", "red")]).refusal(.colour)
        #expect(variable?.origin == "APP_COLOUR")
        #expect(variable?.error == .invalidValue(source: "APP_COLOUR", problem: "must be red or blue"))
        #expect(settings(["APP_COLOUR": ""], [("colour", "blue")]).refusal(.colour) == nil)
        #expect(settings([:], []).refusal(.colour) == nil)
        #expect(
            settings([:], [("color", "red"), ("colour", "red")]).unknownSettings()
                == [.unknownSetting("color", location: "/etc/app/config", suggestion: "colour")])
    }

    @Test func aSecretIsShownMasked() {
        let long = settings(["APP_TOKEN": "0123456789abcdefWXYZ"], [])

        #expect(long.shown(.token)?.text == "secret: 20 characters, ends in WXYZ")
        #expect(settings([:], [("password", "short")]).shown(.password)?.text == "secret: 5 characters")
        #expect(settings([:], [("colour", "red")]).shown(.colour)! == ("red", "config file"))
    }
}
