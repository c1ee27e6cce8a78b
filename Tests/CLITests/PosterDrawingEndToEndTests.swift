import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies show ID --poster -` through the built binary against the fixture server serving a
/// real 500 × 750 JPEG: the poster drawn under the details in each protocol, kept in the
/// response cache, and every way it cannot be drawn said on one line.
@Suite(.offThePool)
struct PosterDrawingEndToEndTests {
    let server: FixtureServer
    let sandbox: CLISandbox

    init() throws {
        server = try FixtureServer.started()
        sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "jpeg-posters/poster-500x750")
        sandbox.environment["COLUMNS"] = "40"
        // Tall enough for the details with their story (about 30 lines at 40 columns) and a
        // poster of 30 rows under them.
        sandbox.environment["LINES"] = "90"
    }

    /// `movies` with stdout on a pseudo-terminal (40 × 90), where posters are drawn.
    private func onTerminal(_ arguments: [String], extra: [String: String] = [:]) throws -> MoviesBinary.Run {
        try sandbox.run(arguments, terminal: true, extra: extra)
    }

    /// The lines of `run`'s stdout that draw half blocks.
    private func blockLines(_ run: MoviesBinary.Run) -> [Substring] {
        run.terminalOut.split(separator: "\n").filter { $0.contains("▀") }
    }

    @Test func halfBlocksFillTheWidthKeepingThePostersShape() throws {
        defer { server.stop() }
        let run = try onTerminal(
            ["show", "603", "--poster", "-", "--images", "blocks"], extra: ["COLORTERM": "truecolor"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.terminalOut.contains("Movie 603"))
        // 40 columns wide, and 2:3 in pixels two to a cell: 30 rows.
        let lines = blockLines(run)
        #expect(lines.count == 30)
        #expect(lines.allSatisfy { $0.filter { $0 == "▀" }.count == 40 && $0.hasSuffix("\u{1B}[0m") })
        #expect(lines.allSatisfy { $0.hasPrefix("\u{1B}[38;2;") })
        // The poster's top left is dark blue, its bottom right yellow (Scripts/make-jpeg-fixtures).
        let corner = { (line: Substring?) in
            line?.split(separator: "m").first?.split(separator: ";").dropFirst(2).prefix(3).compactMap { Int($0) } ?? []
        }
        let topLeft = corner(lines.first)
        #expect(topLeft.count == 3 && topLeft[0] < 40 && topLeft[1] < 40 && topLeft[2] > 100, "\(topLeft)")
        let bottomLeft = corner(lines.last)
        #expect(bottomLeft.count == 3 && bottomLeft[1] > 200, "\(bottomLeft)")
    }

    @Test func withoutTrueColourThe256ColourPalette() throws {
        defer { server.stop() }
        let run = try onTerminal(["show", "603", "--poster", "-", "--images", "blocks"])
        #expect(run.status == 0, "\(run.err)")
        let lines = blockLines(run)
        #expect(lines.count == 30)
        #expect(lines.allSatisfy { $0.hasPrefix("\u{1B}[38;5;") && !$0.contains("38;2;") })
    }

    @Test func kittyGetsThePixelsInChunksAndThePosterIsFetchedOnce() throws {
        defer { server.stop() }
        let run = try onTerminal(["show", "603", "--poster", "-"], extra: ["TERM": "xterm-kitty"])
        #expect(run.status == 0, "\(run.err)")
        let chunks = run.terminalOut.components(separatedBy: "\u{1B}_G").dropFirst()
        #expect(chunks.count > 1)
        let first = try #require(chunks.first)
        #expect(first.hasPrefix("a=T,q=2,C=0,f=24,i=7111,s=400,v=600,c=40,r=30,m=1;"), "\(first.prefix(80))")
        // Every chunk's payload is at most 4,096 Base64 characters; together the 400 × 600 pixels.
        let payloads = chunks.map { chunk in
            String(chunk[chunk.index(after: chunk.firstIndex(of: ";")!)...].prefix { $0 != "\u{1B}" })
        }
        #expect(payloads.allSatisfy { $0.count <= 4096 })
        #expect(Data(base64Encoded: payloads.joined())?.count == 400 * 600 * 3)

        // Offline, the kept poster is drawn again without asking the image server.
        let offline = try onTerminal(["show", "603", "--poster", "-", "--offline"], extra: ["TERM": "xterm-kitty"])
        #expect(offline.status == 0, "\(offline.err)")
        #expect(offline.terminalOut == run.terminalOut)
        #expect(
            try server.stats().paths.filter { $0.key.hasSuffix("/t/p/w500/poster603.jpg") }.values.reduce(0, +) == 1)
    }

    @Test func theSettingAndTheVariableChooseTheProtocol() throws {
        defer { server.stop() }
        let sixel = try onTerminal(["show", "603", "--poster", "-"], extra: ["MOVIES_IMAGES": "sixel"])
        #expect(sixel.status == 0, "\(sixel.err)")
        #expect(sixel.terminalOut.contains("\u{1B}P0;1;0q\"1;1;400;600"))
        #expect(sixel.terminalOut.hasSuffix("-\u{1B}\\\n"))
        let iterm = try onTerminal(["show", "603", "--poster", "-"], extra: ["TERM_PROGRAM": "iTerm.app"])
        #expect(iterm.out.contains("\u{1B}]1337;File=inline=1;size="))
        let bad = try sandbox.run(["show", "603", "--poster", "-"], extra: ["MOVIES_IMAGES": "png"])
        #expect(bad.status == 2)
        #expect(bad.err.hasPrefix("movies: MOVIES_IMAGES must be kitty, iterm, sixel, blocks or none"), "\(bad.err)")
    }

    @Test func whatCannotBeDrawnIsSaidOnOneLine() throws {
        defer { server.stop() }
        let none = try onTerminal(["show", "603", "--poster", "-", "--images", "none"])
        #expect(none.status == 0)
        #expect(none.err == "movies: the poster is not drawn: --images none\n")
        #expect(blockLines(none).isEmpty)

        // A web page where the poster should be.
        sandbox.useTMDB(server, fault: "poster-html")
        let broken = try onTerminal(["show", "603", "--poster", "-", "--images", "blocks"])
        #expect(broken.status == 1)
        #expect(broken.err == "movies: The poster is not an image (the image host sent text/html).\n", "\(broken.err)")

        let catalog = try onTerminal(["show", "c6088", "--poster", "-"])
        #expect(catalog.status == 1)
        #expect(catalog.err == "movies: Blade Runner has no poster to draw (the offline catalog keeps no posters)\n")

        let json = try sandbox.run(["show", "603", "--poster", "-", "--json"])
        #expect(json.status == 2)
        #expect(json.err.hasPrefix("movies: --poster - draws on the terminal, with text output only\n"))
    }

    /// Piped or redirected, the details are printed and the poster is neither fetched nor drawn:
    /// one line on stderr says so, and how to save it instead.
    @Test func noPosterIsDrawnIntoAPipe() throws {
        defer { server.stop() }
        let piped = try sandbox.run(["show", "603", "--poster", "-", "--images", "kitty"])

        #expect(piped.status == 0)
        #expect(piped.out.hasPrefix("Movie 603\n") && !piped.out.contains("\u{1B}"))
        #expect(piped.err == "movies: the poster is not drawn: stdout is not a terminal (--poster FILE saves it)\n")
        #expect(try server.stats().paths.keys.contains { $0.hasSuffix("poster603.jpg") } == false)
    }

    /// In a terminal too short for the details and the poster, the poster fits the screen: at most
    /// its height less the prompt's line, never 30 rows in 24.
    @Test func aPosterFitsTheTerminalsHeight() throws {
        defer { server.stop() }
        let short = try onTerminal(["show", "603", "--poster", "-", "--images", "blocks"], extra: ["LINES": "24"])

        #expect(short.status == 0, "\(short.err)")
        let text = short.terminalOut.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.contains("▀") }.count
        let rows = blockLines(short).count
        #expect(rows > 0 && rows <= 23, "\(rows)")
        #expect(text + rows < 24 || rows == 23, "\(text) lines of text, \(rows) of poster")
    }
}
