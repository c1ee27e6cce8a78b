import SettingsStore
import Testing

/// A number of seconds: digits and a point, above 0, at most the maximum, to the millisecond.
struct SecondsSettingTests {
    let setting = SecondsSetting(maximum: 600)

    @Test func aNumberOfSecondsIsADuration() {
        #expect(setting.duration("12.5") == .milliseconds(12_500))
        #expect(setting.duration("600") == .seconds(600))
        #expect(setting.duration("0.0001") == .milliseconds(1), "at least a millisecond")
    }

    @Test(arguments: ["", "0", "601", "-1", "1e2", " 5", "soon", "inf", "nan"])
    func anythingElseIsRefused(text: String) {
        #expect(setting.duration(text) == nil)
    }

    @Test func theRuleNamesTheRange() {
        #expect(setting.rule == "must be a number of seconds from 0.001 to 600")
    }
}
