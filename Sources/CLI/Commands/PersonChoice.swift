/// What `movies person NAME` made of the answers to `Which one? [1]`.
enum PersonChoice: Equatable {
    /// The first person found: Enter, the answer `1`, or no one to ask.
    case first
    /// Another of the people found, by its index among them (1 for the second).
    case other(index: Int)
    /// No answer chose anyone within the answers allowed: the run ends, nothing listed.
    case noneChosen

    /// How many answers that choose no one are taken before the run gives up, as sudo takes three
    /// passwords: enough for a slip of the finger, not a loop that never ends.
    static let answersAllowed = 3

    /// Reads one answer among `count` people: `nil` when it chooses no one (not a number, or a
    /// number outside 1 to `count`), so that the question is asked again; blank keeps the first.
    static func reading(_ answer: String, among count: Int) -> PersonChoice? {
        let words = answer.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let word = words.first else { return .first }
        guard words.count == 1, word.allSatisfy(\.isASCII), let number = Int(word), (1...count).contains(number)
        else { return nil }
        return number == 1 ? .first : .other(index: number - 1)
    }
}
