import DataTestSupport
import Foundation
import TestScheduling
import Testing

/// `movies show ID --poster FILE` through the built binary, where the poster cannot be saved:
/// each says why on one line, exits 1, and leaves no file behind.
@Suite(.offThePool)
struct PosterEndToEndTests {
    @Test func aFolderThatIsNotThereCannotBeWritten() throws {
        let server = try FixtureServer.started()
        defer { server.stop() }
        let sandbox = try CLISandbox()
        sandbox.useTMDB(server)
        let file = sandbox.root.appendingPathComponent("missing/poster.jpg").path

        let run = try sandbox.run(["show", "603", "--poster", file])

        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.err == "movies: cannot write \(file): No such file or directory\n", "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("missing").path))
    }

    @Test func aMovieWithoutAPosterWritesNothing() throws {
        let sandbox = try CLISandbox()
        let file = sandbox.root.appendingPathComponent("poster.jpg").path

        let run = try sandbox.run(["show", "c11", "--poster", file])

        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.err.hasSuffix(" has no poster: nothing written to \(file)\n"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
