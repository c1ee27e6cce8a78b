import Foundation
import TestScheduling
import Testing

/// Usage errors about a value, through the built binary: each says what is wrong with it (a field
/// that does not exist, a number out of range) in a line, with status 2 and nothing on stdout.
@Suite(.offThePool)
struct UsageValuesEndToEndTests {
    private static let searchFields =
        "id, source_id, title, original_title, release_date, year, overview, vote_average, vote_count, "
        + "poster_path, genre_ids, url"

    @Test(arguments: [
        (["--json=nope"], "nope"), (["--json=nope,title"], "nope"), (["--json", "title,nope"], "nope"),
        (["--json=Naam"], "Naam"),
    ])
    func anUnknownFieldIsNamedAndTheFieldsListed(options: [String], unknown: String) throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", "alien"] + options)

        #expect(run.status == 2 && run.stdout.isEmpty, "\(run.status) \(run.out)")
        #expect(
            run.err.hasPrefix("movies: --json has no field '\(unknown)'; the fields are \(Self.searchFields)\n"),
            "\(run.err)")
    }

    /// A word the text or the options use for a field (`rating`, a column and a `--sort`) names
    /// it after `--json`, as a field: refused with the field meant, never searched for or taken
    /// for an argument; a list left open (`title,`) and a slip (`titel`) are refused the same way.
    @Test(arguments: [
        (["search", "heat", "--json", "rating"], "'rating' (did you mean vote_average?)"),
        (["popular", "--json", "rating"], "'rating' (did you mean vote_average?)"),
        (["search", "heat", "--json", "Votes,title"], "'Votes' (did you mean vote_count?)"),
        (["search", "heat", "--json", "title,"], "''"),
        (["search", "heat", "--json", "titel"], "'titel' (did you mean title?)"),
    ])
    func aWordForAFieldIsRefusedWithTheFieldItMeans(arguments: [String], named: String) throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(arguments + ["--source", "catalog"])

        #expect(run.status == 2 && run.stdout.isEmpty, "\(run.status) \(run.out)")
        #expect(run.err.hasPrefix("movies: --json has no field \(named); the fields are "), "\(run.err)")
        #expect(try sandbox.run(["recent", "--format", "tsv"]).out.isEmpty, "nothing searched, nothing saved")
    }

    @Test(arguments: [
        (["search", "alien", "-n", "99999999999999999999"], "--limit must be from 1 to 400, not 99999999999999999999"),
        (
            ["search", "alien", "--page", "-99999999999999999999"],
            "--page must be from 1 to 500, not -99999999999999999999"
        ),
        (
            ["discover", "--min-votes", "9223372036854775808"],
            "--min-votes must be from 0 to 1000000000, not 9223372036854775808"
        ),
    ])
    func aNumberTooLargeForItsTypeIsOutOfRangeNotNoNumber(arguments: [String], said: String) throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(arguments)

        #expect(run.status == 2 && run.stdout.isEmpty, "\(run.status) \(run.out)")
        #expect(run.err.hasPrefix("movies: \(said)\n"), "\(run.err)")
    }

    @Test(arguments: ["drama,,comedy", "drama,"])
    func aGenreLeftEmptyInTheListIsRefused(list: String) throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["discover", "--genre", list])

        #expect(run.status == 2 && run.stdout.isEmpty, "\(run.status) \(run.out)")
        #expect(run.err.hasPrefix("movies: --genre must name genres, such as action or "), "\(run.err)")
        #expect(run.err.contains("not '\(list)'"), "\(run.err)")
    }

    @Test(arguments: ["99999999999999999999", "c99999999999999999999", "tt99999999999999999999"])
    func anIDTooLargeForAnyMovieSaysSo(id: String) throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["show", id])

        #expect(run.status == 2 && run.stdout.isEmpty, "\(run.status) \(run.out)")
        #expect(
            run.err.hasPrefix("movies: no movie has the id \(id): its number is over 9223372036854775807\n"),
            "\(run.err)")
    }
}
