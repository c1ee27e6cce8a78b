import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies config` and the settings file through the built binary: secrets from stdin only and
/// never printed (every run's output is scanned for the sandbox's token by `CLISandbox`), the
/// file 0600 and refused when others may change it or read its secrets, and the environment
/// over the file.
@Suite(.offThePool)
struct ConfigEndToEndTests {
    private func mode(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func setGetUnsetAndList() throws {
        let sandbox = try CLISandbox()

        #expect(try sandbox.run(["config", "set", "language", "pt-BR"]).status == 0)
        #expect(try sandbox.run(["config", "set", "source", "catalog"]).status == 0)
        #expect(try sandbox.run(["config", "get", "language"]).out == "pt-BR\n")
        #expect(try String(contentsOf: sandbox.configFile, encoding: .utf8) == "language = pt-BR\nsource = catalog\n")
        #expect(try mode(sandbox.configFile) == 0o600)
        #expect(try mode(sandbox.configFile.deletingLastPathComponent()) == 0o700)

        let list = try sandbox.run(["config"], extra: ["MOVIES_SOURCE": "tmdb", "LANG": "de_AT.UTF-8"])
        #expect(list.status == 0)
        #expect(
            list.out == """
                # \(sandbox.configFile.path)
                access_token  (not set)
                api_key       (not set)
                language      pt-BR (config file)
                source        tmdb (MOVIES_SOURCE): needs TMDB_ACCESS_TOKEN or TMDB_API_KEY, not set
                timeout       30 (default)
                images        (not set: posters are drawn as the terminal answers)
                region        AT (locale: LANG)
                color         auto (default)

                """)

        #expect(try sandbox.run(["config", "unset", "language"]).status == 0)
        #expect(try sandbox.run(["config", "unset", "source"]).status == 0)
        let unset = try sandbox.run(["config", "get", "images"])
        #expect(unset.status == 1 && unset.stdout.isEmpty)
        #expect(unset.err == "movies: images is not set: posters are drawn as the terminal answers\n")
    }

    /// Unsetting with no settings file has nothing to change, and makes nothing: no folder, no
    /// lock file.
    @Test func unsetWithoutAFileMakesNothing() throws {
        let sandbox = try CLISandbox()
        let unset = try sandbox.run(["config", "unset", "region"])
        #expect(unset.status == 0 && unset.stdout.isEmpty)
        let folder = sandbox.configFile.deletingLastPathComponent()
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    /// An unset key prints what a run takes in its place: the locale's country, a default.
    @Test func getOfAnUnsetKeyPrintsWhatIsInEffect() throws {
        let sandbox = try CLISandbox()
        let environment = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "de_DE.UTF-8"]
        for (key, value) in [("region", "DE"), ("language", "en-US"), ("source", "catalog"), ("timeout", "30")] {
            let get = try sandbox.run(["config", "get", key], extra: environment)
            #expect(get.status == 0 && get.out == value + "\n", "\(key): \(get.out)\(get.err)")
        }
        let list = try sandbox.run(["config"], extra: ["LANG": "C", "TMDB_API_KEY": CLISandbox.secretToken])
        #expect(list.out.contains("\nregion        US (default)\n"), "\(list.out)")
        #expect(list.out.contains("\nsource        tmdb (default: credentials are set)\n"), "\(list.out)")
    }

    /// `color` (`auto`, `always`, `never`) colours without `--color`, below the flag and below
    /// NO_COLOR and CLICOLOR_FORCE; a bad value is a bad setting for the commands that read them.
    @Test func theColorSettingComesBelowTheFlagAndTheEnvironment() throws {
        let sandbox = try CLISandbox()
        let search = ["search", "alien", "--source", "catalog", "-n1"]
        let escape = "\u{1B}["
        #expect(!(try sandbox.run(search).out.contains(escape)), "piped, auto: no colour")
        #expect(try sandbox.run(["config", "set", "color", "always"]).status == 0)
        #expect(try sandbox.run(search).out.contains(escape))
        #expect(try sandbox.run(["recent"]).out.contains(escape) == false, "recent's plain lines have no colour")
        #expect(!(try sandbox.run(search + ["--color", "never"]).out.contains(escape)), "the flag wins")
        #expect(!(try sandbox.run(search, extra: ["NO_COLOR": "1"]).out.contains(escape)), "NO_COLOR wins")
        #expect(!(try sandbox.run(search, extra: ["MOVIES_COLOR": "never"]).out.contains(escape)))
        #expect(try sandbox.run(["config", "get", "color"], extra: ["NO_COLOR": "1"]).out == "never\n")

        let bad = try sandbox.run(["config", "set", "color", "sometimes"])
        #expect(bad.status == 2 && bad.err.hasPrefix("movies: color must be auto, always or never\n"), "\(bad.err)")
        let badVariable = try sandbox.run(search, extra: ["MOVIES_COLOR": "sometimes"])
        #expect(badVariable.status == 2, "\(badVariable.err)")
        #expect(badVariable.err.hasPrefix("movies: MOVIES_COLOR must be auto, always or never\n"), "\(badVariable.err)")
    }

    @Test func aSecretIsReadFromStdinOnlyAndNeverPrintedInFull() throws {
        let sandbox = try CLISandbox()
        let token = CLISandbox.secretToken

        let onArgv = try sandbox.run(["config", "set", "access_token", token])
        #expect(onArgv.status == 2)
        #expect(onArgv.err.hasPrefix("movies: access_token is a secret: it is read from stdin"), "\(onArgv.err)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.configFile.path), "nothing stored")

        let fromStdin = try sandbox.run(["config", "set", "access_token"], stdin: token + "\n")
        #expect(fromStdin.status == 0, "\(fromStdin.err)")
        #expect(fromStdin.stdout.isEmpty)
        #expect(try String(contentsOf: sandbox.configFile, encoding: .utf8) == "access_token = \(token)\n")
        #expect(try mode(sandbox.configFile) == 0o600)

        let get = try sandbox.run(["config", "get", "access_token"])
        #expect(get.out == "secret: \(token.count) characters, ends in \(token.suffix(4))\n")
        let list = try sandbox.run(["config"])
        #expect(list.out.contains("access_token  secret: \(token.count) characters"), "\(list.out)")
        let empty = try sandbox.run(["config", "set", "api_key"], stdin: "")
        #expect(empty.status == 2 && empty.err.hasPrefix("movies: no value for api_key on stdin"))
        // An empty value on the command line is no value, and says so, not "on stdin".
        let emptyGiven = try sandbox.run(["config", "set", "language", ""], stdin: "fr\n")
        #expect(emptyGiven.status == 2)
        let needsAValue = "movies: language needs a value; movies config unset language removes the setting\n"
        #expect(emptyGiven.err.hasPrefix(needsAValue), "\(emptyGiven.err)")

        // Both in the environment: a run sends the token, and the key's row says so.
        let both = try sandbox.run(
            ["config"], extra: ["TMDB_ACCESS_TOKEN": token, "TMDB_API_KEY": CLISandbox.secretKey])
        let keyRow = both.out.split(separator: "\n").first { $0.hasPrefix("api_key ") }
        #expect(keyRow?.hasSuffix("(TMDB_API_KEY): unused, the access token is sent") == true, "\(both.out)")
        #expect(!list.out.contains("unused"), "the file's token alone leaves no key to call unused")

        // The file's token beside the environment's key: the run sends the key alone, and
        // `config` says the token is hidden, not in effect.
        let keyOver = try sandbox.run(["config"], extra: ["TMDB_API_KEY": CLISandbox.secretKey])
        let tokenRow = keyOver.out.split(separator: "\n").first { $0.hasPrefix("access_token ") }
        #expect(tokenRow?.hasSuffix("(config file): hidden, TMDB_API_KEY is set") == true, "\(keyOver.out)")
        #expect(!keyOver.out.contains("unused"), "\(keyOver.out)")
        let getHidden = try sandbox.run(
            ["config", "get", "access_token"], extra: ["TMDB_API_KEY": CLISandbox.secretKey])
        #expect(getHidden.status == 1 && getHidden.out.isEmpty, "\(getHidden.out)")
        #expect(getHidden.err == "movies: access_token is hidden, TMDB_API_KEY is set\n", "\(getHidden.err)")
    }

    /// A credential longer than any TMDB gives is refused before it is stored: 100,000
    /// characters of it filled the settings file past its 64 KiB, and every later command,
    /// `config unset` too, refused the file.
    @Test func aCredentialTooLongIsRefusedAndTheFileStaysUsable() throws {
        let sandbox = try CLISandbox()
        #expect(try sandbox.run(["config", "set", "language", "de"]).status == 0)

        let long = try sandbox.run(["config", "set", "access_token"], stdin: String(repeating: "a", count: 100_000))
        #expect(long.status == 2)
        #expect(long.err.hasPrefix("movies: access_token is longer than 4096 characters"), "\(long.err)")
        #expect(try String(contentsOf: sandbox.configFile, encoding: .utf8) == "language = de\n")
        #expect(try sandbox.run(["config", "set", "language", "fr"]).status == 0)
    }

    /// Without a secret, a file others may read gets a warning (ssh refuses loose private keys,
    /// not loose config); with one, or when others may change it, every command refuses it.
    @Test func aFileOthersMayReadIsWarnedAboutOrRefused() throws {
        let sandbox = try CLISandbox()
        #expect(try sandbox.run(["config", "set", "language", "de"]).status == 0)
        chmod(sandbox.configFile.path, 0o644)
        let warned = try sandbox.run(["search", "alien", "--source", "catalog"])
        #expect(warned.status == 0)
        #expect(
            warned.err.hasPrefix(
                "movies: warning: \(sandbox.configFile.path) has mode 0644: others may read it (it holds no secret); "
                    + "chmod 600 keeps it yours\n"), "\(warned.err)")

        // A secret in it: refused.
        try "language = de\napi_key = 0123456789abcdef\n".write(
            to: sandbox.configFile, atomically: false, encoding: .utf8)
        chmod(sandbox.configFile.path, 0o644)
        let refusal =
            "movies: \(sandbox.configFile.path) has mode 0644: others may read it, and it holds credentials; "
            + "run chmod 600 \(sandbox.configFile.path)\n"

        for arguments in [["search", "alien"], ["show", "c1"], ["recent"], ["config"]] {
            let run = try sandbox.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stdout.isEmpty)
            #expect(run.err.hasPrefix(refusal), "\(arguments): \(run.err)")
        }
        #expect(
            try String(contentsOf: sandbox.configFile, encoding: .utf8)
                == "language = de\napi_key = 0123456789abcdef\n",
            "left as it was")
        // Others may change it: refused, secret or not.
        try "language = de\n".write(to: sandbox.configFile, atomically: false, encoding: .utf8)
        chmod(sandbox.configFile.path, 0o666)
        let changed = try sandbox.run(["config", "set", "source", "tmdb"])
        #expect(changed.status == 2)
        #expect(changed.err.contains("has mode 0666: others may change it"), "\(changed.err)")
        chmod(sandbox.configFile.path, 0o600)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
    }

    @Test func theEnvironmentOverridesTheFile() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.environment["TMDB_API_BASE"] = server.baseURL()
        #expect(try sandbox.run(["config", "set", "access_token"], stdin: CLISandbox.secretToken).status == 0)
        #expect(try sandbox.run(["config", "set", "language", "de"]).status == 0)

        // The file's token and language, with no variable set.
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        var request = try #require(try server.stats().lastRequest)
        #expect(request.headers["authorization"] == "Bearer \(CLISandbox.secretToken)")
        #expect(request.query["language"] == "de")

        // A variable wins; credentials count as one setting: a key in the environment hides the file's token.
        let run = try sandbox.run(
            ["search", "heat"], extra: ["MOVIES_LANGUAGE": "fr", "TMDB_API_KEY": CLISandbox.secretKey])
        #expect(run.status == 0, "\(run.err)")
        request = try #require(try server.stats().lastRequest)
        #expect(request.query["language"] == "fr")
        #expect(request.query["api_key"] == CLISandbox.secretKey)
        #expect(request.headers["authorization"] == nil)

        // --language wins over both.
        #expect(try sandbox.run(["search", "jaws", "--language", "it"], extra: ["MOVIES_LANGUAGE": "fr"]).status == 0)
        #expect(try server.stats().lastRequest?.query["language"] == "it")

        // The source setting: the catalog, with no notice, whatever the credentials.
        let catalog = try sandbox.run(["search", "star", "wars"], extra: ["MOVIES_SOURCE": "catalog"])
        #expect(catalog.out.hasSuffix("c48910\n") && catalog.err.isEmpty, "\(catalog.out)\(catalog.err)")
    }

    /// A settings file saved on Windows (CRLF line endings, a byte order mark) reads as written,
    /// and `config set` keeps its other settings.
    @Test func aWindowsSavedFileReadsAsWrittenAndLosesNothing() throws {
        let sandbox = try CLISandbox()
        try FileManager.default.createDirectory(
            at: sandbox.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = "\u{FEFF}# mine\r\nregion = FR\r\ncolor = never\r\n"
        try text.write(to: sandbox.configFile, atomically: false, encoding: .utf8)
        chmod(sandbox.configFile.path, 0o600)

        #expect(try sandbox.run(["config", "get", "region"]).out == "FR\n")
        let search = try sandbox.run(["search", "heat", "--source", "catalog"])
        #expect(search.status == 0, "\(search.err)")
        #expect(try sandbox.run(["config", "set", "timeout", "25"]).status == 0)
        let file = try String(contentsOf: sandbox.configFile, encoding: .utf8)
        #expect(file == "# mine\nregion = FR\ncolor = never\ntimeout = 25\n")
    }

    @Test func badSettingsInTheFileOrTheEnvironmentExitTwo() throws {
        let sandbox = try CLISandbox()
        try FileManager.default.createDirectory(
            at: sandbox.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "langauge = de\n".write(to: sandbox.configFile, atomically: false, encoding: .utf8)
        chmod(sandbox.configFile.path, 0o600)

        let unknown = try sandbox.run(["search", "alien"])
        #expect(unknown.status == 2)
        #expect(
            unknown.err.hasPrefix(
                "movies: \(sandbox.configFile.path): unknown setting 'langauge'; did you mean 'language'?\n"))
        #expect(unknown.err.hasSuffix("\nSee 'movies help config'.\n"), "the settings' help: \(unknown.err)")

        try "timeout = soon\n".write(to: sandbox.configFile, atomically: false, encoding: .utf8)
        let timeout = try sandbox.run(["search", "alien"])
        #expect(timeout.status == 2)
        #expect(timeout.err.hasPrefix("movies: \(sandbox.configFile.path): timeout must be a number of seconds"))

        let variable = try sandbox.run(["search", "alien"], extra: ["MOVIES_SOURCE": "imdb"])
        #expect(variable.status == 2)
        #expect(variable.err.hasPrefix("movies: \(sandbox.configFile.path): timeout"), "the file is read first")
        try FileManager.default.removeItem(at: sandbox.configFile)
        let source = try sandbox.run(["search", "alien"], extra: ["MOVIES_SOURCE": "imdb"])
        #expect(source.status == 2)
        #expect(source.err == "movies: MOVIES_SOURCE must be tmdb or catalog\nSee 'movies help config'.\n")
        let value = try sandbox.run(["config", "set", "language", "english"])
        #expect(value.status == 2)
        #expect(value.err == "movies: language must look like en or en-US\nSee 'movies help config'.\n")
    }
}
