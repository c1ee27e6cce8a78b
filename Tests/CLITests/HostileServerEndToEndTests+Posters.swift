import DataTestSupport
import Foundation
import Testing

/// Hostile posters and image configurations, through the built binary: each ends in seconds with
/// one line or a picture, and nothing bad is kept.
extension HostileServerEndToEndTests {
    /// `poster_sizes` holding a width near `Int.min` trapped in the width arithmetic, and then
    /// again offline from the cached configuration. Now it is refused, and never cached.
    @Test func aPosterSizeNearIntMinIsRefusedAndNotCached() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "poster-sizes/int-min")
        let file = sandbox.root.appendingPathComponent("poster.jpg").path

        let drawn = try sandbox.run(["show", "550", "--poster", "-", "--images", "blocks"], terminal: true)
        let saved = try sandbox.run(["show", "550", "--poster", file])
        let offline = try sandbox.run(
            ["show", "550", "--poster", "-", "--images", "blocks", "--offline"], terminal: true)

        for run in [drawn, saved] {
            #expect(run.status == 1, "\(run.status): \(run.err)")
            #expect(
                run.err
                    == "movies: TMDB's configuration lists a poster size that is not one: \"w-9223372036854775808\".\n",
                "\(run.err)")
        }
        #expect(offline.status == 1 && offline.err.contains("not in the cache"), "\(offline.status): \(offline.err)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    /// A valid picture followed by 10,000 empty scans ran for hours; now it is refused at once,
    /// and fetched again by the next run (not kept).
    @Test func aFloodOfScansIsRefusedInSecondsAndNotKept() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "jpeg-posters/scan-flood")
        let file = sandbox.root.appendingPathComponent("poster.jpg").path

        let drawn = try sandbox.run(
            ["show", "550", "--poster", "-", "--images", "kitty"], terminal: true, timeout: .seconds(60))
        let saved = try sandbox.run(["show", "550", "--poster", file], timeout: .seconds(60))

        for run in [drawn, saved] {
            #expect(run.status == 1, "\(run.status): \(run.err)")
            #expect(
                run.err == "movies: The poster cannot be read: unsupported JPEG: more than 200 scans.\n", "\(run.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try server.stats().paths["/fault/jpeg-posters/scan-flood/t/p/w500/poster550.jpg"] == 2)
    }

    /// A flat 4096 × 1953 picture at 4:4:4, just inside the 8 M-pixel limit, is drawn by every
    /// protocol; kitty and sixel pictures are made at most at `PosterDisplay.maxPicturePixels`.
    @Test(arguments: ["kitty", "sixel", "iterm", "blocks"])
    func aPosterAtThePixelLimitIsDrawn(images: String) throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "jpeg-posters/flat-444")

        // 60 columns: a picture 600 pixels wide, made from a quarter of the poster (1,024 wide).
        let run = try sandbox.run(
            ["show", "550", "--poster", "-", "--images", images], terminal: true,
            extra: ["COLUMNS": "60", "LINES": "100"], timeout: .seconds(300))

        #expect(run.status == 0, "\(run.status): \(run.err)")
        let sizes: (Int, Int)? =
            switch images {
            case "kitty": Self.numbers(after: ",s=", and: ",v=", in: run.terminalOut)
            case "sixel": Self.numbers(after: "\"1;1;", and: ";", in: run.terminalOut)
            default: nil
            }
        if images == "kitty" || images == "sixel" {
            let (width, height) = try #require(sizes, "no picture size in the \(images) sequence")
            #expect(width == 600 && height <= 600, "\(width)×\(height)")
        }
        if images == "iterm" { #expect(run.terminalOut.contains("\u{1B}]1337;File=inline=1;size=")) }
        if images == "blocks" { #expect(run.terminalOut.contains("▀")) }
    }

    /// An HTML page served with status 200 for the poster is refused with one line, nothing is
    /// written or kept, and the real poster is saved once the server sends it.
    @Test func aWebPageForThePosterIsNotSavedNorKept() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let file = sandbox.root.appendingPathComponent("poster.jpg")
        try server.inject("poster-html")

        let refused = try sandbox.run(["show", "550", "--poster", file.path])
        try server.reset()
        let saved = try sandbox.run(["show", "550", "--poster", file.path])

        #expect(refused.status == 1, "\(refused.status): \(refused.err)")
        #expect(
            refused.err == "movies: The poster is not an image (the image host sent text/html).\n", "\(refused.err)")
        #expect(saved.status == 0, "\(saved.status): \(saved.err)")
        #expect(try Data(contentsOf: file).starts(with: [0xFF, 0xD8]))
    }

    /// The image host takes no credentials: its 401 is a poster not available, never refused
    /// credentials.
    @Test func theImageHostsUnauthorizedIsAPosterNotAvailable() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "poster-status/401")

        let run = try sandbox.run(["show", "550", "--poster", "-", "--images", "blocks"], terminal: true)

        #expect(run.status == 1)
        #expect(run.err == "movies: Poster not available (the image host answered HTTP 401).\n", "\(run.err)")
    }

    /// The two numbers after `first` and `second` in `text` (`s=1260,v=600`).
    private static func numbers(after first: String, and second: String, in text: String) -> (Int, Int)? {
        guard let start = text.range(of: first) else { return nil }
        let rest = text[start.upperBound...]
        let digits = rest.prefix { $0.isNumber }
        guard let middle = rest.dropFirst(digits.count).range(of: second) else { return nil }
        let more = rest[middle.upperBound...].prefix { $0.isNumber }
        guard let width = Int(digits), let height = Int(more) else { return nil }
        return (width, height)
    }
}
