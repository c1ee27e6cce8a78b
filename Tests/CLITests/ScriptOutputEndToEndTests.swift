import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// Output for scripts and for narrow terminals, through the built binary: piped text is not
/// cut, the ID column never is, and the formats and options scripts use.
@Suite(.offThePool)
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
        #expect(narrow.status == 0 && narrow.out.contains("Dr. Strangelove or: How I"), "\(narrow.out)")
        #expect(!narrow.out.contains(title), "\(narrow.out)")
        #expect(narrow.out.split(separator: "\n").allSatisfy { $0.count <= 60 }, "\(narrow.out)")
    }

    @Test(arguments: [20, 24, 30, 40, 60])
    func theIDIsNeverCutAndTheRatingGoesBeforeTheYear(columns: Int) throws {
        let sandbox = try CLISandbox(columns: columns)

        let run = try sandbox.run(["search", "star", "wars"])

        #expect(run.status == 0)
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "the summary, the header and five rows: \(run.out)")
        #expect(lines.allSatisfy { $0.count <= columns }, "\(run.out)")
        let header = try #require(lines.dropFirst().first)
        #expect(header.hasSuffix("  ID"))
        #expect(!header.contains("Rating") || header.contains("Year"), "the rating goes first: \(header)")
        for (line, id) in zip(lines.dropFirst(2), ["c48908", "c48911", "c48909", "c48912", "c48910"]) {
            #expect(line.hasSuffix("  " + id), "\(line)")
        }
    }

    // MARK: - Formats

    @Test func tsvIsOneLineAMovieWithNothingElseOnStdout() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", "star", "wars", "--format", "tsv"])

        #expect(run.status == 0)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6 && lines.last == "", "\(run.out)")
        #expect(lines.first == "c48908\tStar Wars\t1977\t8.8")
        #expect(lines.dropLast().allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 4 })
        #expect(!run.err.contains("\"star wars\""), "the summary is not printed anywhere: \(run.err)")
        let details = try sandbox.run(["show", "c48908", "--format", "tsv"])
        #expect(details.out == "c48908\tStar Wars\t1977\t8.8\n")
    }

    @Test func limitShowsThatManyResultsAcrossPages() throws {
        let sandbox = try CLISandbox()

        let three = try sandbox.run(["search", "the", "--limit", "3", "--format", "tsv"])
        #expect(three.out.split(separator: "\n").count == 3)
        let many = try sandbox.run(["search", "the", "--limit", "45", "--json"])
        let document = try SearchEndToEndTests.object(many.out)
        #expect((document["results"] as? [Any])?.count == 45, "45 results from 3 pages")
        let text = try sandbox.run(["search", "the", "--limit", "45"])
        #expect(text.out.split(separator: "\n").count == 2 + 45)
        #expect(text.out.hasPrefix("\"the\": "))
        #expect(text.out.split(separator: "\n").first?.contains("pages 1-3 of ") == true, "\(text.out)")
    }

    @Test func noHeaderLeavesTheRowsAlone() throws {
        let sandbox = try CLISandbox()

        let run = try sandbox.run(["search", "star", "wars", "--no-header", "--limit", "2"])

        #expect(run.status == 0)
        #expect(
            run.out == """
                Star Wars                                       1977     8.8  c48908
                Star Wars: Episode V - The Empire Strikes Back  1980     8.8  c48911

                """)
    }

    /// Without its header, text is the rows alone: none are no line at all, and why is said on
    /// stderr, as TSV says it (`movies recent --no-header | fzf` offers no "No recent searches";
    /// `recent --format tsv` says it too).
    @Test func noHeaderWithNothingToShowPrintsNothingAndSaysWhyOnStderr() throws {
        let sandbox = try CLISandbox()
        for (arguments, said) in [
            (["recent"], "movies: No recent searches"),
            (["search", "zzzzqqq"], "movies: No movies found for \"zzzzqqq\"."),
            (
                ["search", "alien", "--page", "9"],
                "movies: Page 9 is past the last: \"alien\" has 51 movies on 3 pages."
            ),
        ] {
            let run = try sandbox.run(arguments + ["--no-header"])
            #expect(run.status == 0 && run.out.isEmpty, "\(arguments): \(run.out)")
            #expect(run.err.split(separator: "\n").contains { $0 == said }, "\(arguments): \(run.err)")
            let headed = try sandbox.run(arguments)
            #expect(headed.out.hasPrefix(said.dropFirst("movies: ".count)), "\(arguments): \(headed.out)")
            // TSV has no header: it says why alike, for `recent` as for `search`.
            let tsv = try sandbox.run(arguments + ["--format", "tsv"])
            #expect(tsv.status == 0 && tsv.out.isEmpty, "\(arguments): \(tsv.out)")
            #expect(tsv.err.split(separator: "\n").contains { $0 == said }, "\(arguments) tsv: \(tsv.err)")
        }
    }

    /// A script adds `--no-header` to be safe: every listing takes it, and output that has no
    /// header is unchanged by it.
    @Test func noHeaderIsTakenByEveryListingAndChangesNoHeaderlessOutput() throws {
        let sandbox = try CLISandbox()
        for (listing, format) in [
            (["search", "star", "wars"], "tsv"), (["search", "alien"], "json"), (["popular"], "tsv"),
        ] {
            let plain = try sandbox.run(listing + ["--format", format])
            let safe = try sandbox.run(listing + ["--format", format, "--no-header"])
            #expect(safe.status == 0 && !plain.out.isEmpty, "\(listing) \(format): \(safe.err)")
            #expect(safe.out == plain.out, "\(listing) \(format)")
        }
        let recent = try sandbox.run(["recent", "--no-header"])
        #expect(recent.status == 0 && recent.out == "alien\nstar wars\n", "\(recent.out)\(recent.err)")
    }

    /// A decade for its ten years and a genre's short name for the genre, as the long forms.
    @Test func aDecadeAndAGenreShorthandAnswerAsTheLongForms() throws {
        let sandbox = try CLISandbox()
        let short = try sandbox.run(["search", "the", "--year", "1990s", "--genre", "animated", "--format", "tsv"])
        let long = try sandbox.run(
            ["search", "the", "--year", "1990-1999", "--genre", "animation", "--format", "tsv"])
        #expect(short.status == 0 && short.out == long.out, "\(short.err)")
        let years = short.out.split(separator: "\n").compactMap { $0.split(separator: "\t").dropFirst(2).first }
        #expect(!years.isEmpty && years.allSatisfy { ("1990"..."1999").contains($0) }, "\(short.out)")
    }

    /// gh's `--json title,year`: those fields of each result, an array; `--json` alone is the
    /// whole document still, and an unknown field is a usage error naming the fields.
    @Test func jsonWithFieldsPrintsThoseFieldsOfEachResult() throws {
        let sandbox = try CLISandbox()

        let fields = try sandbox.run(["search", "alien", "--json", "title,year", "-n2"])
        #expect(fields.status == 0, "\(fields.err)")
        let results = try #require(try JSONSerialization.jsonObject(with: Data(fields.stdout)) as? [[String: Any]])
        #expect(results.map { $0["title"] as? String } == ["Alien", "Aliens"])
        #expect(results.map { $0["year"] as? Int } == [1979, 1986])
        #expect(results.allSatisfy { $0.count == 2 })
        #expect(try sandbox.run(["search", "alien", "-n2", "--json=title,year"]).out == fields.out)
        // A field named twice is printed once, where first named: no object has a key twice.
        #expect(try sandbox.run(["search", "alien", "-n2", "--json", "title,year,title"]).out == fields.out)
        // In any case, with spaces after the commas, as a person types them.
        #expect(try sandbox.run(["search", "alien", "-n2", "--json", "Title, YEAR"]).out == fields.out)

        // The fields carry no correction: it is said on stderr, as in text.
        let corrected = try sandbox.run(["search", "momento", "--json", "title", "-n1"])
        #expect(corrected.err.contains("showing results for \"memento\""), "\(corrected.err)")

        let whole = try sandbox.run(["search", "--json", "alien", "-n2"])
        #expect(try SearchEndToEndTests.object(whole.out)["query"] as? String == "alien")
        let person = try sandbox.run(["popular", "--json", "title", "-n1"])
        #expect(person.status == 0 && person.out.hasPrefix("[\n  {\n    \"title\": "), "\(person.out)")

        let unknown = try sandbox.run(["search", "alien", "--json", "title,rating"])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(
            unknown.err.hasPrefix(
                "movies: --json has no field 'rating' (did you mean vote_average?); the fields are id, source_id, "
                    + "title, original_title, "
                    + "release_date, year, overview, vote_average, vote_count, poster_path, genre_ids, url\n"),
            "\(unknown.err)")
    }

    // MARK: - Past the last page

    @Test func aPagePastTheLastSaysHowManyPagesThereAre() throws {
        let sandbox = try CLISandbox()

        let text = try sandbox.run(["search", "alien", "--page", "4"])
        #expect(text.status == 0)
        #expect(text.out == "Page 4 is past the last: \"alien\" has 51 movies on 3 pages.\n")

        let tsv = try sandbox.run(["search", "alien", "--page", "4", "--format", "tsv"])
        #expect(tsv.stdout.isEmpty)
        #expect(tsv.err.hasSuffix("movies: Page 4 is past the last: \"alien\" has 51 movies on 3 pages.\n"))
        let nothing = try sandbox.run(["search", "zzzzqqqq", "--format", "tsv"])
        #expect(nothing.stdout.isEmpty)
        #expect(
            nothing.err.hasSuffix(
                "movies: No movies found for \"zzzzqqqq\".\nmovies: the offline catalog holds films up to 2005; "
                    + "set TMDB_ACCESS_TOKEN or TMDB_API_KEY to search TMDB\n"))
    }

    @Test(arguments: [nil, "strict-pages"])
    func pagesReachingPastTheLastReturnThePagesThatExist(fault: String?) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: (fault.map { $0 + "/fault/" } ?? "") + "total/200")

        let run = try sandbox.run(["search", "dune", "--page", "9", "--pages", "5", "--format", "tsv"])

        #expect(run.status == 0, "\(run.err)")
        let titles = run.out.split(separator: "\n").map { String($0.split(separator: "\t")[1]) }
        #expect(titles == (161...200).map { "dune \($0)" }, "pages 9 and 10 of 10")
        let past = try sandbox.run(["search", "dune", "--page", "11"])
        #expect(past.status == 0, "\(past.err)")
        #expect(past.out == "Page 11 is past the last: \"dune\" has 200 movies on 10 pages.\n")
    }

    // MARK: - IDs carry their source

    @Test func catalogIDsCarryACAndShowTakesThem() throws {
        let sandbox = try CLISandbox()

        let json = try sandbox.run(["search", "blade", "runner", "--year", "1982", "--json"])
        let results = try #require(try SearchEndToEndTests.object(json.out)["results"] as? [[String: Any]])
        #expect(results.first?["id"] as? String == "c6088", "a string, never a number a script could take for TMDB's")
        #expect(results.first?["source_id"] as? Int == 6088)
        let text = try sandbox.run(["search", "blade", "runner", "--year", "1982"])
        #expect(text.out.hasSuffix("  c6088\n"), "\(text.out)")

        let details = try sandbox.run(["show", "c6088", "--json"])
        #expect(details.status == 0, "\(details.err)")
        let document = try SearchEndToEndTests.object(details.out)
        #expect(document["id"] as? String == "c6088")
        // The schema keeps its member; the catalog holds no status, so it is null, not "Released".
        #expect(document.keys.contains("status") && document["status"] is NSNull, "\(details.out)")
        let text6088 = try sandbox.run(["show", "C6088"]).out
        #expect(text6088.contains("ID        c6088\n"))
        #expect(!text6088.contains("Status"), "\(text6088)")
    }

    @Test func aTMDBIDWithoutTMDBSaysSo() throws {
        let sandbox = try CLISandbox()
        let before = sandbox.snapshot()

        let run = try sandbox.run(["show", "550"])

        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.err == "movies: 550 is a TMDB id, and showing it needs TMDB_ACCESS_TOKEN or TMDB_API_KEY "
                + "(the offline catalog's ids (c and a number) are listed by movies search TITLE --source catalog)"
                + "\nSee 'movies help'.\n")
        #expect(sandbox.snapshot() == before)
    }

    @Test func withTMDBEachIDGoesToItsOwnSource() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let tmdb = try sandbox.run(["show", "550", "--format", "tsv"])
        #expect(tmdb.out.hasPrefix("550\tFight Club\t"), "\(tmdb.out)")
        let catalog = try sandbox.run(["show", "c550", "--format", "tsv"])
        #expect(catalog.out == "c550\t8MM\t1999\t5.9\n", "\(catalog.out)")
        #expect(try server.stats().paths["/3/movie/550"] == 1, "the catalog's id never reaches TMDB")
        #expect(try server.stats().requests == 1)

        let search = try sandbox.run(["search", "alien", "--json"])
        let results = try #require(try SearchEndToEndTests.object(search.out)["results"] as? [[String: Any]])
        #expect(!results.isEmpty && results.allSatisfy { $0["id"] is String }, "one type for ids, from every source")
        #expect(results.allSatisfy { ($0["source_id"] as? Int).map(String.init) == $0["id"] as? String })
    }
}
