import Foundation

extension CLISandbox {
    /// Puts a fake `xdg-open` first on the sandbox's `PATH`: it writes the address it is given
    /// to the file returned, which is absent until it runs. (`movies` opens only with a desktop:
    /// `DISPLAY` or `WAYLAND_DISPLAY`, which the test sets.)
    func installFakeOpener() throws -> URL {
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let opener = bin.appendingPathComponent("xdg-open")
        let opened = root.appendingPathComponent("opened")
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path)'\n".write(to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        environment["PATH"] = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return opened
    }
}
