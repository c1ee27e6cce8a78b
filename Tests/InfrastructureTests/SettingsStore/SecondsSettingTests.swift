import SettingsStore
import Testing

/// A number of seconds: digits and a point, at least a millisecond, at most the maximum, to the millisecond.
struct SecondsSettingTests {
    let setting = SecondsSetting(maximum: 600)

    @Test func aNumberOfSecondsIsADuration() {
        #expect(setting.duration("12.5") == .milliseconds(12_500))
        #expect(setting.duration("600") == .seconds(600))
        #expect(setting.duration("0.001") == .milliseconds(1), "the least the rule names")
    }

    /// Below a millisecond too, as the rule says: `0.0001` was taken as one.
    @Test(arguments: ["", "0", "0.0001", "0.0009", "601", "-1", "1e2", " 5", "soon", "inf", "nan"])
    func anythingElseIsRefused(text: String) {
        #expect(setting.duration(text) == nil)
    }

    @Test func theRuleNamesTheRange() {
        #expect(setting.rule == "must be a number of seconds from 0.001 to 600")
    }
}
