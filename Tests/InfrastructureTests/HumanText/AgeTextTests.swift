import HumanText
import Testing

struct AgeTextTests {
    @Test(
        arguments: [
            (0, "0 seconds"), (1, "1 second"), (59, "59 seconds"), (60, "1 minute"), (3599, "59 minutes"),
            (3600, "1 hour"), (30 * 3600, "30 hours"), (48 * 3600 - 1, "47 hours"), (48 * 3600, "2 days"),
            (-5, "0 seconds"), (Int64.max, "\(Int64.max / 86_400) days"),
        ] as [(Int64, String)])
    func anAgeReadsInItsLargestWholeUnit(seconds: Int64, text: String) {
        #expect(AgeText.text(.seconds(seconds)) == text)
    }
}
