/// A setting that is a number of seconds ("12.5"): digits and a point, more than 0 and at most
/// `maximum`, to the millisecond.
public struct SecondsSetting: Sendable {
    /// The largest value accepted: beyond it a typo, not a wish.
    public let maximum: Int

    /// A setting of at most `maximum` seconds.
    public init(maximum: Int) {
        self.maximum = maximum
    }

    /// What a value must be, after the setting's name.
    public var rule: String { "must be a number of seconds from 0.001 to \(maximum)" }

    /// `text` as a duration, or `nil` when it breaks the rule (less than a millisecond too).
    public func duration(_ text: String) -> Duration? {
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }), let value = Double(text),
            value >= 0.001, value <= Double(maximum)
        else { return nil }
        return .milliseconds(max(1, Int64((value * 1000).rounded())))
    }
}
