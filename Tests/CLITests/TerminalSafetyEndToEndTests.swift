import DataTestSupport
import TestScheduling
import Testing

/// What reaches a terminal: no control byte from the network, colour only on a terminal and
/// never with `NO_COLOR`, lines that fit `COLUMNS`.
@Suite(.offThePool)
struct TerminalSafetyEndToEndTests {
    @Test func controlCharactersFromTheServerNeverReachStdout() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox(columns: 72)
        sandbox.useTMDB(server, fault: "control-titles")

        let search = try sandbox.run(["search", "red", "alert"])
        let details = try sandbox.run(["show", "7"])

        for run in [search, details] {
            #expect(run.status == 0, "\(run.err)")
            #expect(Self.controlBytes(in: run.stdout).isEmpty, "\(Self.controlBytes(in: run.stdout))")
            #expect(Self.controlBytes(in: run.stderr).isEmpty)
        }
        #expect(search.out.contains("[31mRed[0m Alert [2J"))
        #expect(search.out.contains("Bell Ringer"))
        #expect(search.out.contains("Carriage Return"))
        #expect(search.out.contains("Bidi evil override isolate"))
        #expect(search.out.contains("Long wwwwwwww"))
        #expect(details.out.hasPrefix("[31mRed[0m Alert [2J\nBell Ringer\n"))
        // The overview carries every hostile title, the 1,000-character word included.
        #expect(details.out.contains("Carriage Return"), "\(details.out)")
        #expect(details.out.contains("Nul Byte") || details.out.contains("NulByte"), "\(details.out)")
        #expect(details.out.contains("wwwwwwwwww"))
        for run in [search, details] {
            // Layout intact: every line within COLUMNS. These texts are ASCII once sanitized, plus
            // the ellipsis, so a line's scalars are its display width.
            let lines = run.out.split(separator: "\n")
            #expect(lines.allSatisfy { $0.unicodeScalars.count <= 72 }, "\(lines.map(\.unicodeScalars.count))")
        }
        let rows = search.out.split(separator: "\n").dropFirst(2)
        #expect(rows.count == 8, "one row per movie: \(search.out)")
    }

    @Test func pipedOutputHasNoColour() throws {
        let sandbox = try CLISandbox()
        let run = try sandbox.run(["search", "alien", "--source", "catalog"])
        #expect(run.status == 0)
        #expect(!run.stdout.contains(0x1B))
    }

    @Test func terminalOutputIsColouredUnlessNoColorIsSet() throws {
        let sandbox = try CLISandbox()

        let coloured = try sandbox.run(["search", "alien", "--source", "catalog"], terminal: true)
        let plain = try sandbox.run(
            ["search", "alien", "--source", "catalog"], terminal: true, extra: ["NO_COLOR": "1"])

        #expect(coloured.status == 0)
        #expect(coloured.stdout.contains(0x1B), "a terminal gets colour (so the check below can fail)")
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains(0x1B))
        #expect(plain.out.contains("Alien"))
    }

    @Test func noSpinnerWhenStderrIsNotATerminal() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "delay/600")

        let run = try sandbox.run(["search", "slow"], terminal: true)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "\(run.err)")
    }

    @Test func spinnerShowsOnAStderrTerminalForNetworkWaits() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "delay/700")

        let slow = try sandbox.run(["search", "slow"], stderrTerminal: true)
        let catalog = try sandbox.run(["search", "alien", "--source", "catalog"], stderrTerminal: true)

        #expect(slow.status == 0)
        #expect(slow.err.contains("Searching…"), "\(slow.err)")
        #expect(slow.err.hasSuffix("\r\u{1B}[K"), "the spinner wipes its line when done")
        #expect(!slow.stdout.contains(0x1B))
        #expect(catalog.status == 0)
        #expect(catalog.stderr.isEmpty, "no network, no spinner: \(catalog.err)")
    }

    /// Ctrl-C while the spinner turns wipes its line before the process ends by the signal.
    @Test func ctrlCDuringTheSpinnerWipesItsLine() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server, fault: "delay/5000")

        let interrupted = try sandbox.run(
            ["search", "slow"], stderrTerminal: true,
            launcher: ["/usr/bin/timeout", "--preserve-status", "-s", "INT", "1"])

        #expect(interrupted.status == 128 + 2, "ended by SIGINT")
        #expect(interrupted.err.contains("Searching…"), "\(interrupted.err)")
        #expect(interrupted.err.hasSuffix("\r\u{1B}[K"), "the line wiped last: \(interrupted.err.debugDescription)")
    }

    @Test func terminalWidthComesFromTheTerminalWithoutColumns() throws {
        let sandbox = try CLISandbox()
        sandbox.environment["COLUMNS"] = nil
        let run = try sandbox.run(
            ["search", "lord", "of", "the", "rings", "--source", "catalog"], terminal: true, extra: ["NO_COLOR": "1"])
        #expect(run.status == 0)
        // The pseudo-terminal is 80 columns wide (see MoviesBinary); lines end in "\r\n" there.
        let lines = run.out.split(separator: "\r\n")
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.contains { $0.count > 60 })
    }

    @Test func narrowColumnsCutTitlesWithAnEllipsis() throws {
        let sandbox = try CLISandbox(columns: 40)
        let run = try sandbox.run(["search", "lord", "of", "the", "rings", "--source", "catalog"])
        #expect(run.status == 0)
        #expect(run.out.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(run.out.contains("…"))
    }

    /// C0 controls other than the newline, DEL, C1 controls (UTF-8 `C2 80`…`C2 9F`), and the
    /// bidi embeddings, overrides and isolates (`E2 80 AA`…`AE`, `E2 81 A6`…`A9`).
    static func controlBytes(in bytes: [UInt8]) -> [Int] {
        var found: [Int] = []
        for (index, byte) in bytes.enumerated() {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            if (byte < 0x20 && byte != 0x0A) || byte == 0x7F || (byte == 0xC2 && (0x80...0x9F).contains(next))
                || (byte == 0xE2 && next == 0x80 && (0xAA...0xAE).contains(third))
                || (byte == 0xE2 && next == 0x81 && (0xA6...0xA9).contains(third))
            {
                found.append(index)
            }
        }
        return found
    }
}
