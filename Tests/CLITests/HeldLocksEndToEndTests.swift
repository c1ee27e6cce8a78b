import Foundation
import Glibc
import TestScheduling
import Testing

/// Another process holding a lock `movies` needs and not letting go (a `movies` stopped with
/// Ctrl-Z or `kill -STOP` while it saved): `movies` waits a few seconds, then says so in one
/// line, and loses nothing else. It used to wait for ever, printing nothing.
@Suite(.offThePool)
struct HeldLocksEndToEndTests {
    /// Holds an exclusive `flock` on the file at `url` (made if missing) until the value is
    /// released, as another process's lock: the descriptor is its own open file, and closed on
    /// `exec`, so the `movies` run never shares it.
    final class HeldLock {
        private let descriptor: Int32

        init(_ url: URL) throws {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(descriptor >= 0)
            try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        }

        deinit { close(descriptor) }
    }

    @Test func aSearchPrintsItsResultsAndSaysTheQueryWasNotSavedWhileTheRecentQueriesStayLocked() throws {
        let sandbox = try CLISandbox()
        #expect(try sandbox.run(["search", "heat", "--source", "catalog"]).status == 0)
        let held = try HeldLock(sandbox.stateFolder.appendingPathComponent("recent-queries.lock"))

        let run = try sandbox.run(["search", "alien", "--source", "catalog", "-n", "1"])

        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("Alien"), "\(run.out)")
        let said = run.err.split(separator: "\n").filter { $0.contains("recent-queries.lock") }
        #expect(
            said == [
                "movies: the query was not saved in the recent queries: cannot lock "
                    + "\(sandbox.stateFolder.path)/recent-queries.lock: another process has held it for over 5 seconds"
            ], "\(run.err)")
        withExtendedLifetime(held) {}
        #expect(try sandbox.run(["recent", "--format", "tsv"]).out == "heat\t\n", "the saved query is kept")
    }

    @Test func configSetFailsInOneLineWhileTheSettingsStayLocked() throws {
        let sandbox = try CLISandbox()
        #expect(try sandbox.run(["config", "set", "language", "fr"]).status == 0)
        let held = try HeldLock(sandbox.configFile.appendingPathExtension("lock"))

        let run = try sandbox.run(["config", "set", "language", "de"])

        #expect(run.status == 1)
        #expect(
            run.err
                == "movies: cannot lock \(sandbox.configFile.path).lock: another process has held it for over 5 seconds\n"
        )
        withExtendedLifetime(held) {}
        #expect(try sandbox.run(["config", "get", "language"]).out == "fr\n", "the setting is unchanged")
    }
}
