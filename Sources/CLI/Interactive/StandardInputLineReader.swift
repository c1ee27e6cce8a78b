import Dispatch
import Glibc
import TerminalKit

/// Reads stdin line by line on a dispatch queue of its own, so that a blocking read never holds
/// the main actor or a thread of the Swift concurrency pool while view models load. A line is
/// capped while it is read (`BoundedLines`): endless input without a line break
/// (`movies --line < /dev/zero`) holds a few kilobytes, not all of it.
final class StandardInputLineReader: LineReading {
    /// The longest line kept: room for the longest query (`MovieQuery.maxLength` characters of
    /// up to four UTF-8 bytes each) and a command before it.
    static let maxLineBytes = 4 * 1024

    private let lines: AsyncStream<String>

    init() {
        let (lines, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        self.lines = lines
        DispatchQueue(label: "movies.stdin").async {
            var splitter = BoundedLines(maxBytes: Self.maxLineBytes)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    read(StandardStream.standardInput.rawValue, $0.baseAddress, $0.count)
                }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                let completed = buffer.withUnsafeBytes {
                    splitter.lines(adding: UnsafeRawBufferPointer(rebasing: $0[..<count]))
                }
                for line in completed { continuation.yield(line) }
            }
            if let last = splitter.rest() { continuation.yield(last) }
            continuation.finish()
        }
    }

    func nextLine() async -> String? {
        var iterator = lines.makeAsyncIterator()
        return await iterator.next()
    }
}
