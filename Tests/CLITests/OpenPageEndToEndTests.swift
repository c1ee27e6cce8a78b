import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies show --web` and `--trailer` through the built binary against the fixture server: the
/// desktop's opener (a fake `xdg-open` on `PATH` that records its argument, as the full screen's
/// `o` test has) gets the movie's TMDB page or its trailer; without a desktop the address is
/// printed; one page at a time, and a movie without the page says so.
@Suite(.offThePool)
struct OpenPageEndToEndTests {
    /// A sandbox on the fixture server with a fake `xdg-open` that writes its argument to the
    /// file returned.
    private static func sandbox(_ server: FixtureServer) throws -> (CLISandbox, URL) {
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let opened = try sandbox.installFakeOpener()
        return (sandbox, opened)
    }

    /// What the fake opener was given, waited for 10 s at most (it runs after `movies` returns).
    private static func opened(_ file: URL) -> String? {
        for _ in 0..<200 {
            if let text = try? String(contentsOf: file, encoding: .utf8), !text.isEmpty { return text }
            usleep(50_000)
        }
        return nil
    }

    @Test func webOpensTheTMDBPageWithTheDesktopsOpener() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let (sandbox, opened) = try Self.sandbox(server)

        let run = try sandbox.run(["show", "550", "--web"], extra: ["DISPLAY": ":0"])

        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.isEmpty)
        #expect(run.err == "movies: Opening https://www.themoviedb.org/movie/550\n")
        #expect(Self.opened(opened) == "https://www.themoviedb.org/movie/550")
    }

    @Test func trailerOpensTheTrailer() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let (sandbox, opened) = try Self.sandbox(server)

        let run = try sandbox.run(["show", "tt0137523", "--trailer"], extra: ["WAYLAND_DISPLAY": "wayland-0"])

        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == "movies: Opening https://www.youtube.com/watch?v=qtRKdVHc-cE\n")
        #expect(Self.opened(opened) == "https://www.youtube.com/watch?v=qtRKdVHc-cE")
    }

    @Test func withoutADesktopTheAddressIsPrinted() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let (sandbox, opened) = try Self.sandbox(server)

        let web = try sandbox.run(["show", "550", "--web"])
        let trailer = try sandbox.run(["show", "550", "--trailer"])

        #expect(web.status == 0 && trailer.status == 0)
        #expect(web.out == "https://www.themoviedb.org/movie/550\n" && web.err.isEmpty)
        #expect(trailer.out == "https://www.youtube.com/watch?v=qtRKdVHc-cE\n")
        #expect(!FileManager.default.fileExists(atPath: opened.path), "no opener without a desktop")
    }

    @Test func withoutAnOpenerTheAddressIsPrintedToo() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        sandbox.environment["PATH"] = sandbox.root.path

        let web = try sandbox.run(["show", "550", "--web"], extra: ["DISPLAY": ":0"])

        #expect(web.status == 0)
        #expect(web.out == "https://www.themoviedb.org/movie/550\n")
        #expect(web.err == "movies: Cannot open https://www.themoviedb.org/movie/550: xdg-open could not be run\n")
    }

    @Test func onePageAtATimeAndOnlyOneThatExists() throws {
        let sandbox = try CLISandbox()

        let both = try sandbox.run(["show", "c6088", "--web", "--trailer"])
        let json = try sandbox.run(["show", "c6088", "--web", "--json"])
        let none = try sandbox.run(["show", "c6088", "--web"])

        #expect(both.status == 2 && both.err.hasPrefix("movies: --web and --trailer open one page at a time\n"))
        #expect(json.status == 2 && json.err.contains("--web opens a page instead of printing the details"))
        #expect(none.status == 1 && none.out.isEmpty)
        #expect(none.err == "movies: Blade Runner has no web page (offline catalog)\n", "\(none.err)")
    }
}
