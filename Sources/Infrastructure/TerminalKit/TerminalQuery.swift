import Glibc

/// Asks the terminal something and reads its answer: the input is put in raw mode (no echo,
/// no line buffering) for as long as it takes, at most `timeout`, then set back as it was.
public enum TerminalQuery {
    /// What the terminal on `input` answered to `query` written to `output`, read until
    /// `terminator` arrives or `timeout` passes (then what came, maybe nothing); empty when
    /// `input` is not a terminal.
    public static func ask(
        _ query: String, input: Int32 = 0, output: Int32 = 1, terminator: UInt8 = UInt8(ascii: "c"),
        timeout: Duration = .milliseconds(150)
    ) -> String {
        var saved = termios()
        guard isatty(input) == 1, isatty(output) == 1, tcgetattr(input, &saved) == 0 else { return "" }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return "" }
        defer { _ = tcsetattr(input, TCSANOW, &saved) }
        let bytes = Array(query.utf8)
        guard bytes.withUnsafeBufferPointer({ write(output, $0.baseAddress, $0.count) }) == bytes.count else {
            return ""
        }
        var reply: [UInt8] = []
        let deadline = ContinuousClock.now + timeout
        while reply.count < 4096 {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(
                clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            guard poll(&descriptor, 1, milliseconds) == 1 else { break }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            reply += buffer[..<count]
            // The device attributes reply ends the answer: "ESC [ ? ... c", a control sequence
            // (a "c" in a string before it, such as a version's, ends nothing).
            if let escape = reply.indices.last(where: { reply[$0] == 0x1B && reply[($0 + 1)...].first == 0x5B }),
                reply[escape...].contains(terminator)
            {
                break
            }
        }
        return String(decoding: reply, as: UTF8.self)
    }

    /// The size of a cell in pixels, when the terminal on `output` says (`TIOCGWINSZ`) and each
    /// side is one a cell can have, 1 to `maxCellPixels`: a terminal that reports fewer pixels than
    /// cells, or absurdly many, has not said.
    public static func cellPixels(output: Int32 = 1) -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        let cell = (width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
        let possible = 1...maxCellPixels
        guard possible.contains(cell.width), possible.contains(cell.height) else { return nil }
        return cell
    }

    /// The largest side of a cell believed, in pixels (a 4K screen's large fonts are under 100).
    public static let maxCellPixels = 256
}
