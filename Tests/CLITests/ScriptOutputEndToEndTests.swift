import DataTestSupport
import Foundation
import Testing

/// Output for scripts and for narrow terminals, through the built binary: piped text is not
/// cut, the ID column never is, and the formats and options scripts use.
struct ScriptOutputEndToEndTests {
    // MARK: - Width

    @Test func pipedTextIsNotCutUnlessColumnsIsSet() throws {
        let sandbox = try CLISandbox()
        sandbox.environment["COLUMNS"] = nil
        let title = "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb"

        let piped = try sandbox.run(["search", "dr", "strangelove"])
        #expect(piped.status == 0)
        #expect(piped.out.contains(title + "  1964     8.7"), "\(piped.out)")

        let narrow = try sandbox.run(["search", "dr", "strangelove"], extra: ["COLUMNS": "60"])
        #expect(!narrow.out.contains(title), "\(narrow.out)")
        #expect(narrow.out.split(separator: "\n").allSatisfy { $0.count <= 60 }, "\(narrow.out)")
    }

    @Test(arguments: [20, 24, 30, 40, 60])
    func theIDIsNeverCutAndTheRatingGoesBeforeTheYear(columns: Int) throws {
        let sandbox = try CLISandbox(columns: columns)

        let run = try sandbox.run(["search", "star", "wars"])

        #expect(run.status == 0)
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= columns }, "\(run.out)")
        let header = try #require(lines.dropFirst().first)
        #expect(header.hasSuffix("  ID"))
        #expect(!header.contains("Rating") || header.contains("Year"), "the rating goes first: \(header)")
        for (line, id) in zip(lines.dropFirst(2), ["48908", "48911", "48909", "48912", "48910"]) {
            #expect(line.hasSuffix("  " + id), "\(line)")
        }
    }
}
