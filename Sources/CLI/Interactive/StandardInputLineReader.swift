import Dispatch

/// Reads stdin line by line on a dispatch queue of its own, so that a blocking read never holds
/// the main actor or a thread of the Swift concurrency pool while view models load.
final class StandardInputLineReader: LineReading {
    private let lines: AsyncStream<String>

    init() {
        let (lines, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        self.lines = lines
        DispatchQueue(label: "movies.stdin").async {
            while let line = readLine(strippingNewline: true) {
                continuation.yield(line)
            }
            continuation.finish()
        }
    }

    func nextLine() async -> String? {
        var iterator = lines.makeAsyncIterator()
        return await iterator.next()
    }
}
