import Glibc

/// Whether tmux passes a program's clipboard sequence (OSC 52, `Clipboard`) on to the terminal:
/// only when its `set-clipboard` option is `on`. Its default, `external`, and `off` keep programs
/// from setting the clipboard, so a program inside tmux asks before it says it copied.
public enum TmuxClipboard {
    /// What tmux's `set-clipboard` is (`on`, `external`, `off`), asked of `tmux show-options -sv
    /// set-clipboard` (tmux finds its server through `TMUX`); `nil` when tmux cannot be run or
    /// does not answer within half a second.
    public static func setting() -> String? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let words = ["tmux", "show-options", "-sv", "set-clipboard"]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, arguments, environ)
        close(ends[1])
        guard spawned == 0 else { return nil }
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
        var answer: [UInt8] = []
        var ready = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 64)
        while answer.count < 64, poll(&ready, 1, 500) > 0 {
            let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            answer += buffer.prefix(count)
        }
        let text = String(decoding: answer, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return text.flatMap { ["on", "external", "off"].contains($0) ? $0 : nil }
    }
}
