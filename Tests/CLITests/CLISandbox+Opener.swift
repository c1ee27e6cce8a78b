import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension CLISandbox {
    /// Puts a fake `xdg-open` first on the sandbox's `PATH`: it writes the address it is given
    /// to the file returned, which is absent until it runs. (`movies` opens only with a desktop:
    /// `DISPLAY` or `WAYLAND_DISPLAY`, which the test sets.)
    ///
    /// The script is written through a close-on-exec descriptor: a child another test spawns
    /// meanwhile must not inherit it open for writing, or running the script fails with
    /// `ETXTBSY` ("text file busy") and nothing is opened.
    func installFakeOpener() throws -> URL {
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let opener = bin.appendingPathComponent("xdg-open")
        let opened = root.appendingPathComponent("opened")
        let script = Array("#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path)'\n".utf8)
        let descriptor = open(opener.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let written = script.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == script.count else { throw CocoaError(.fileWriteUnknown) }
        environment["PATH"] = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return opened
    }
}
