import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies show`'s links, through the built binary against the fixture server's Fight Club: at 50
/// columns no address is split across lines (beside its label when it fits, else on a line of
/// its own, wider than the screen); on a terminal that takes colour the title (to the movie's
/// TMDB page), the trailer, the watch page and the web pages are OSC 8 hyperlinks, and never into
/// a pipe, with `NO_COLOR` or with `--color never`.
@Suite(.offThePool)
struct LinksEndToEndTests {
    static let addresses = [
        "https://www.themoviedb.org/movie/550", "https://www.youtube.com/watch?v=qtRKdVHc-cE",
        "https://www.themoviedb.org/movie/550/watch?locale=ES", "http://www.foxmovies.com/movies/fight-club",
    ]

    /// OSC 8's opening of a link to `address`.
    static func opening(_ address: String) -> String { "\u{1B}]8;;\(address)\u{1B}\\" }

    @Test func atFiftyColumnsNoAddressIsSplit() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox(columns: 50)
        sandbox.useTMDB(server)

        let show = try sandbox.run(["show", "550", "--region", "ES"])

        #expect(show.status == 0, "\(show.err)")
        let lines = show.out.split(separator: "\n").map(String.init)
        for address in Self.addresses {
            #expect(
                lines.contains { $0.hasSuffix(address) && !$0.dropLast(address.count).contains("http") }, "\(address)")
        }
        #expect(lines.contains("https://www.themoviedb.org/movie/550/watch?locale=ES"), "too wide to share a line")
        #expect(lines.contains("Web       https://www.themoviedb.org/movie/550"), "beside its label: it fits")
        #expect(lines.contains("https://www.youtube.com/watch?v=qtRKdVHc-cE"), "the trailer's is 43 wide")
        #expect(lines.filter { !$0.contains("http") }.allSatisfy { $0.count <= 50 }, "the rest is wrapped: \(lines)")
        #expect(!show.out.contains("\u{1B}"), "a pipe gets no escape sequence")
    }

    @Test func onATerminalTheTitleAndTheTrailerAreHyperlinks() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox(columns: 50)
        sandbox.useTMDB(server)

        let show = try sandbox.run(["show", "550", "--region", "ES"], terminal: true)

        #expect(show.status == 0, "\(show.err)")
        #expect(
            show.out.contains(Self.opening("https://www.themoviedb.org/movie/550") + "Fight Club\u{1B}]8;;\u{1B}\\"))
        let trailer = "https://www.youtube.com/watch?v=qtRKdVHc-cE"
        #expect(show.out.contains(Self.opening(trailer) + trailer + "\u{1B}]8;;\u{1B}\\"), "\(show.out)")
        for address in Self.addresses { #expect(show.out.contains(Self.opening(address)), "\(address)") }
    }

    @Test func neverIntoAPipeNorWithoutColour() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox(columns: 50)
        sandbox.useTMDB(server)

        let forced = try sandbox.run(["show", "550", "--color", "always"])
        let noColor = try sandbox.run(["show", "550"], terminal: true, extra: ["NO_COLOR": "1"])
        let never = try sandbox.run(["show", "550", "--color", "never"], terminal: true)

        #expect(forced.status == 0 && noColor.status == 0 && never.status == 0)
        #expect(forced.out.contains("\u{1B}["), "colour forced into the pipe")
        for run in [forced, noColor, never] { #expect(!run.out.contains("\u{1B}]8"), "\(run.out)") }
        #expect(noColor.out.contains("Trailer\r\nhttps://www.youtube.com/watch?v=qtRKdVHc-cE\r\n"), "\(noColor.out)")
    }
}
