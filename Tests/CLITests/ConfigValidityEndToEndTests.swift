import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies config` and `config get` of a setting every other command refuses: they say why, in
/// the line those commands give, and exit 2, the listing still showing every row; and the
/// comment a value may end with.
@Suite(.offThePool)
struct ConfigValidityEndToEndTests {
    private func sandbox(file text: String) throws -> CLISandbox {
        let sandbox = try CLISandbox()
        try FileManager.default.createDirectory(
            at: sandbox.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: sandbox.configFile, atomically: false, encoding: .utf8)
        chmod(sandbox.configFile.path, 0o600)
        return sandbox
    }

    /// `source = tmdb` without credentials: every command refuses it, naming the setting (not an
    /// option nobody typed), and the listing says what it lacks.
    @Test func aTMDBSourceSettingWithoutCredentialsIsSaidWhereItIs() throws {
        let sandbox = try sandbox(file: "source = tmdb\n")
        let search = try sandbox.run(["search", "alien"])
        #expect(search.status == 2 && search.stdout.isEmpty, "\(search.err)")
        #expect(
            search.err.hasPrefix(
                "movies: the source setting tmdb (config file) needs TMDB_ACCESS_TOKEN or TMDB_API_KEY\n"),
            "\(search.err)")
        let variable = try sandbox.run(["popular"], extra: ["MOVIES_SOURCE": "tmdb"])
        #expect(variable.err.hasPrefix("movies: the source setting tmdb (MOVIES_SOURCE) needs "), "\(variable.err)")

        let list = try sandbox.run(["config"])
        #expect(list.status == 0, "\(list.err)")
        #expect(
            list.out.contains("\nsource        tmdb (config file): needs TMDB_ACCESS_TOKEN or TMDB_API_KEY, not set\n"),
            "\(list.out)")
    }

    @Test func aRefusedValueInTheFileIsNotShownAsInEffect() throws {
        let sandbox = try sandbox(file: "timeout = abc\n")
        let reason = "movies: \(sandbox.configFile.path): timeout must be a number of seconds from 0.001 to 600"
        let search = try sandbox.run(["search", "alien"])
        #expect(search.status == 2 && search.err.hasPrefix(reason + "\n"), "\(search.err)")

        let get = try sandbox.run(["config", "get", "timeout"])
        #expect(get.status == 2 && get.stdout.isEmpty, "\(get.out)")
        #expect(get.err == reason + "\nSee 'movies help config'.\n", "\(get.err)")

        let list = try sandbox.run(["config"])
        #expect(list.status == 2)
        #expect(
            list.out.contains("\ntimeout       invalid (config file): must be a number of seconds from 0.001 to 600\n"),
            "\(list.out)")
        #expect(list.out.contains("\nlanguage      en-US (default: TMDB's)\n"), "the other rows stay: \(list.out)")
        #expect(list.err == reason + "\nSee 'movies help config'.\n", "\(list.err)")

        let fine = try sandbox.run(["config", "get", "language"])
        #expect(fine.status == 0 && fine.out == "en-US\n", "a sound key is still read: \(fine.err)")
    }

    /// The file's value is checked even where the environment hides it, as a run checks it.
    @Test func aRefusedVariableOrAHiddenRefusedValueIsSaidToo() throws {
        let sandbox = try sandbox(file: "language = english\n")
        let hidden = try sandbox.run(["config", "get", "language"], extra: ["MOVIES_LANGUAGE": "de"])
        #expect(hidden.status == 2, "\(hidden.out)")
        #expect(hidden.err.hasPrefix("movies: \(sandbox.configFile.path): language must look like en or en-US\n"))

        try FileManager.default.removeItem(at: sandbox.configFile)
        let variable = try sandbox.run(["config", "get", "timeout"], extra: ["MOVIES_TIMEOUT": "abc"])
        #expect(variable.status == 2 && variable.stdout.isEmpty)
        #expect(variable.err.hasPrefix("movies: MOVIES_TIMEOUT must be a number of seconds from 0.001 to 600\n"))

        let key = ["TMDB_API_KEY": "ké"]
        let search = try sandbox.run(["search", "alien"], extra: key)
        #expect(search.status == 2)
        #expect(
            search.err == "movies: TMDB_API_KEY contains a character that is not ASCII\nSee 'movies help config'.\n")
        let list = try sandbox.run(["config"], extra: key)
        #expect(list.status == 2)
        #expect(
            list.out.contains("\napi_key       invalid (TMDB_API_KEY): contains a character that is not ASCII\n"),
            "\(list.out)")
        #expect(list.err.hasPrefix("movies: TMDB_API_KEY contains a character that is not ASCII\n"), "\(list.err)")
        let unread = try sandbox.run(["config"], extra: key.merging(["TMDB_ACCESS_TOKEN": "token"]) { $1 })
        #expect(unread.status == 0 && unread.err.isEmpty, "a run reads the token, not the key: \(unread.err)")
    }

    /// A settings folder under a file (`XDG_CONFIG_HOME=/dev/null`, as some people run tools
    /// without their settings) holds no settings: a search runs, `config` lists none, and only
    /// setting one fails, in a line.
    @Test func aSettingsFolderUnderAFileHoldsNoSettings() throws {
        let sandbox = try CLISandbox()
        let none = ["XDG_CONFIG_HOME": "/dev/null"]

        let search = try sandbox.run(["search", "alien", "--limit", "1"], extra: none)
        #expect(search.status == 0 && search.out.contains("Alien  1979"), "\(search.status) \(search.err)")
        let list = try sandbox.run(["config"], extra: none)
        #expect(list.status == 0, "\(list.err)")
        #expect(try sandbox.run(["config", "unset", "language"], extra: none).status == 0)
        let set = try sandbox.run(["config", "set", "language", "de"], extra: none)
        #expect(set.status == 1 && set.out.isEmpty, "\(set.status) \(set.out)")
        #expect(set.err.hasPrefix("movies: ") && set.err.contains("/dev/null"), "\(set.err)")
        #expect(set.err.split(separator: "\n").count == 1, "\(set.err)")
    }

    @Test func anUnknownSettingFailsTheListingAsItFailsARun() throws {
        let sandbox = try sandbox(file: "langauge = de\n")
        let list = try sandbox.run(["config"])
        #expect(list.status == 2)
        #expect(list.out.hasPrefix("# \(sandbox.configFile.path)\n"), "\(list.out)")
        #expect(
            list.err == "movies: \(sandbox.configFile.path): unknown setting 'langauge'; did you mean 'language'?\n"
                + "See 'movies help config'.\n", "\(list.err)")
        #expect(try sandbox.run(["config", "unset", "langauge"]).status == 2, "not a key: a usage error")
    }

    /// Whitespace then `#` ends a value, as in many settings files; no value of any setting
    /// holds whitespace, so none is cut.
    @Test func whitespaceThenHashStartsAComment() throws {
        let sandbox = try sandbox(file: "language = de # trailing\n")
        let get = try sandbox.run(["config", "get", "language"])
        #expect(get.status == 0 && get.out == "de\n", "\(get.out)\(get.err)")
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        #expect(try sandbox.run(["config", "set", "language", "fr"]).status == 0)
        #expect(try String(contentsOf: sandbox.configFile, encoding: .utf8) == "language = fr # trailing\n")
    }
}
