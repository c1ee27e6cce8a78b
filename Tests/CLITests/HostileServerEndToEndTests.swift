import DataTestSupport
import Foundation
import MoviesData
import TestScheduling
import Testing

/// What a hostile or broken server can do, through the built binary: nothing it sends crashes a
/// run or the runs after it, no credential crosses a proxy in clear or follows a redirect off
/// this machine, one server's answers never stand for another's, and a slow server cannot
/// stretch `MOVIES_TIMEOUT`.
@Suite(.offThePool, .timeLimit(.minutes(30)))
struct HostileServerEndToEndTests {
    // MARK: - Values no film has

    @Test func aVoteAverageNoFilmHasIsLeftOutAndSaidEvenFromTheCache() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "vote-average/1e18")

        let fresh = try sandbox.run(["search", "alien"])
        // The cached page is read again by a later run, offline included.
        let offline = try sandbox.run(["search", "alien", "--offline"])
        let json = try sandbox.run(["search", "alien", "--offline", "--json"])

        for run in [fresh, offline, json] {
            #expect(run.status == 0, "\(run.status): \(run.err)")
            #expect(run.err.contains("20 results were left out"), "\(run.err)")
            #expect(run.err.contains("vote_average 1e+18 is outside 0…10"), "\(run.err)")
        }
        #expect(fresh.out.contains("has no movie that can be shown: 20 results were left out."), "\(fresh.out)")
        #expect(!fresh.out.contains("past the last"), "\(fresh.out)")
        #expect(try server.stats().requests == 1)
    }

    @Test func detailsWithAVoteAverageNoFilmHasAreRefusedAndNotCached() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "vote-average/9.2e17")

        let run = try sandbox.run(["show", "603"])
        let again = try sandbox.run(["show", "603", "--offline"])

        #expect(run.status == 1 && run.err.contains("cannot be read"), "\(run.status): \(run.err)")
        #expect(again.status == 1 && again.err.contains("not in the cache"), "\(again.status): \(again.err)")
    }

    @Test func detailsAboutAnotherMovieAreRefused() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "other-id/99")

        let run = try sandbox.run(["show", "5", "--json", "--verbose"])

        #expect(run.status == 1, "\(run.status): \(run.out)")
        #expect(run.out.isEmpty || !run.out.contains("\"source_id\" : 99"), "\(run.out)")
        #expect(run.err.contains("TMDB answered movie 5 with movie 99"), "\(run.err)")
    }

    /// An answer to page 1 that says it is page 9 (of TMDB's own 5, 100 movies) is refused as
    /// details about another movie are, in one line, and not cached. It was believed: "180 movies,
    /// page 1 of 9" in `search`, "pages 1-9 of 9" in the line flow, and no next page.
    @Test func anAnswerAboutAnotherPageIsRefusedAndNotCached() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "other-page/9")

        let search = try sandbox.run(["search", "alien"])
        let verbose = try sandbox.run(["search", "alien", "--verbose"])
        let lineFlow = try sandbox.run([], stdin: "alien\nn\nq\n")
        let popular = try sandbox.run(["popular", "--verbose"])
        let offline = try sandbox.run(["search", "alien", "--offline"])

        for run in [search, verbose, popular] {
            #expect(run.status == 1, "\(run.status): \(run.out)")
            #expect(run.out.isEmpty, "\(run.out)")
        }
        #expect(search.err.split(separator: "\n").count == 1, "\(search.err)")
        #expect(search.err.contains("cannot be read"), "\(search.err)")
        #expect(verbose.err.contains("TMDB answered page 1 with page 9"), "\(verbose.err)")
        #expect(popular.err.contains("TMDB answered page 1 with page 9"), "\(popular.err)")
        #expect((lineFlow.out + lineFlow.err).contains("cannot be read"), "\(lineFlow.out)")
        for text in [lineFlow.out, lineFlow.err] {
            #expect(!text.contains("180 movies") && !text.contains(" of 9"), "\(text)")
        }
        #expect(offline.status == 1 && offline.err.contains("not in the cache"), "\(offline.err)")
    }

    // MARK: - Damaged cache files

    @Test func anEntryDatedOutOfRangeIsAMissNotACrash() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        let file = try #require(try CorruptStateEndToEndTests.entryFiles(sandbox).first)
        var text = try String(contentsOf: file, encoding: .utf8)
        let header = try #require(text.split(separator: "\n", maxSplits: 2).dropFirst().first)
        let fields = header.split(separator: " ")
        let damaged = (["-9223372036854775808"] + fields.dropFirst()).joined(separator: " ")
        text = text.replacingOccurrences(of: String(header), with: damaged)
        try text.write(to: file, atomically: false, encoding: .utf8)

        let offline = try sandbox.run(["search", "alien", "--offline"])
        let online = try sandbox.run(["search", "alien"])

        #expect(offline.status == 1 && offline.err.contains("not in the cache"), "\(offline.status): \(offline.err)")
        #expect(online.status == 0 && online.out.contains("alien 1"), "\(online.status): \(online.err)")
        #expect(try server.stats().requests == 2, "the damaged entry is fetched again")
    }

    @Test func countersNearIntMaxAreRecountedNotACrash() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        let huge = "response-cache-counters 2\n\(Int.max) \(Int.max)\n"
        for shard in "0123456789abcdef" {
            let folder = sandbox.cacheFolder.appendingPathComponent(String(shard))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try huge.write(to: folder.appendingPathComponent("counters"), atomically: false, encoding: .utf8)
        }

        let write = try sandbox.run(["search", "heat"])
        let info = try sandbox.run(["cache", "info", "--json"])

        #expect(write.status == 0, "\(write.status): \(write.err)")
        #expect(info.status == 0, "\(info.status): \(info.err)")
        let usage = try #require(try JSONSerialization.jsonObject(with: Data(info.out.utf8)) as? [String: Any])
        #expect(usage["entries"] as? Int == 2, "\(info.out)")
    }

    // MARK: - Credentials and the URL policy

    @Test func plainHTTPToThisMachineNeverGoesThroughAProxy() throws {
        let server = try FixtureServer.started()
        let proxy = try FixtureServer.started()
        defer {
            server.stop()
            proxy.stop()
        }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let proxyURL = "http://127.0.0.1:\(proxy.port)"

        let run = try sandbox.run(
            ["search", "alien"], extra: ["http_proxy": proxyURL, "HTTP_PROXY": proxyURL, "all_proxy": proxyURL])

        #expect(run.status == 0, "\(run.err)")
        #expect(try proxy.stats().requests == 0, "the proxy saw the bearer token in clear")
        #expect(try server.stats().requests == 1)
    }

    @Test func aRedirectToPlainHTTPOffThisMachineIsRefused() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "redirect-to/127.0.0.2")

        let run = try sandbox.run(["search", "alien", "--verbose"])

        #expect(run.status == 1, "\(run.status): \(run.out)")
        #expect(run.err.contains("plain http on 127.0.0.2 was refused"), "\(run.err)")
        #expect(try server.stats().requests == 1)
    }

    @Test func oneServersCachedAnswerNeverStandsForAnothers() throws {
        let first = try FixtureServer.started()
        let second = try FixtureServer.started()
        defer {
            first.stop()
            second.stop()
        }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(first)
        #expect(try sandbox.run(["search", "alien"]).status == 0)
        sandbox.useTMDB(second)

        let run = try sandbox.run(["search", "alien"])

        #expect(run.status == 0, "\(run.err)")
        #expect(try second.stats().requests == 1, "the second server was never asked")
    }

    @Test func theTimeoutBoundsTheWholeRequestRetriesIncluded() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        // Each answer takes 1.2 s and is a 429 to retry at once: without a bound on the whole
        // request, three attempts (3.6 s) would end in "rate limited".
        sandbox.useTMDB(server, fault: "delay/1200/fault/rate-limit/0")

        let run = try sandbox.run(["search", "alien"], extra: ["MOVIES_TIMEOUT": "2"])

        #expect(run.status == 1, "\(run.status): \(run.out)")
        #expect(run.err.contains("did not answer in time") || run.err.contains("Too many requests"), "\(run.err)")
        #expect(try server.stats().requests < 3)
    }

    // MARK: - TLS

    @Test func anUntrustedCertificateSaysSoAndACABundleTheUserNamesIsTrusted() throws {
        let server = try FixtureServer.started(tls: true)
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)

        let untrusted = try sandbox.run(["search", "alien"])
        let curlBundle = try sandbox.run(
            ["search", "alien", "--refresh"], extra: ["CURL_CA_BUNDLE": FixtureServer.certificatePath])
        let sslCertFile = try sandbox.run(
            ["search", "alien", "--refresh"], extra: ["SSL_CERT_FILE": FixtureServer.certificatePath])

        #expect(untrusted.status == 1, "\(untrusted.status)")
        #expect(untrusted.err.contains("certificate could not be verified"), "\(untrusted.err)")
        #expect(untrusted.err.contains("CURL_CA_BUNDLE"), "\(untrusted.err)")
        #expect(curlBundle.status == 0 && curlBundle.out.contains("alien 1"), "\(curlBundle.err)")
        #expect(sslCertFile.status == 0 && sslCertFile.out.contains("alien 1"), "\(sslCertFile.err)")
    }

    /// An `https://` address whose server answers in plain http: said as such, not as a
    /// certificate to trust.
    @Test func anHTTPSAddressOfAPlainHTTPServerSaysItDoesNotAnswerInTLS() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let base = try #require(sandbox.environment["TMDB_API_BASE"])
        sandbox.environment["TMDB_API_BASE"] = "https://" + base.dropFirst("http://".count)

        let run = try sandbox.run(["search", "alien", "--verbose"])

        #expect(run.status == 1, "\(run.status)")
        #expect(run.err.hasPrefix("movies: The movie service's address does not answer in TLS (https)"), "\(run.err)")
        #expect(!run.err.contains("certificate"), "\(run.err)")
        #expect(run.err.contains("wrong version number"), "libcurl's detail, with --verbose: \(run.err)")
    }
}
