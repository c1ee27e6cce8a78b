@testable import MoviesCLI

/// libFuzzer's entry point for the command line: the input split at NUL bytes is `argv`
/// after the program name, decoded strictly as UTF-8 and parsed, as `movies` does at start.
/// Any words must give a command or a `UsageError` whose text has no control character.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    do throws(UsageError) {
        _ = try CommandLineParser().parse(bytes: size == 0 ? [] : arguments)
    } catch {
        let text = error.message + HelpText.help(error.topic)
        for scalar in text.unicodeScalars where scalar.value < 0x20 && scalar != "\n" {
            fatalError("a usage error carries control character \(scalar.value)")
        }
    }
    return 0
}
