import Dispatch
import Glibc
import Synchronization

/// Reads stdin line by line on a dispatch queue of its own, so that a blocking read never holds
/// the main actor or a thread of the Swift concurrency pool. A line is capped while it is read
/// (`BoundedLines`): endless input without a line break holds a few kilobytes, not all of it.
public final class StandardInputLineReader: LineReading {
    private let lines: AsyncStream<String>
    private let readFailure = Mutex<String?>(nil)

    /// Starts reading stdin, keeping at most `maxLineBytes` bytes of a line (and one more, to
    /// tell a longer line).
    public init(maxLineBytes: Int) {
        let (lines, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        self.lines = lines
        DispatchQueue(label: "TerminalKit.StandardInputLineReader").async {
            var splitter = BoundedLines(maxBytes: maxLineBytes)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    read(StandardStream.standardInput.rawValue, $0.baseAddress, $0.count)
                }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    if count < 0 { self.readFailure.withLock { $0 = String(cString: strerror(errno)) } }
                    break
                }
                let completed = buffer.withUnsafeBytes {
                    splitter.lines(adding: UnsafeRawBufferPointer(rebasing: $0[..<count]))
                }
                for line in completed { continuation.yield(line) }
            }
            if let last = splitter.rest() { continuation.yield(last) }
            continuation.finish()
        }
    }

    /// Why the input ended, when a read failed (stdin a folder: `Is a directory`).
    public var failure: String? { readFailure.withLock { $0 } }

    /// The next line without its newline, or `nil` at the end of the input.
    public func nextLine() async -> String? {
        var iterator = lines.makeAsyncIterator()
        return await iterator.next()
    }
}
