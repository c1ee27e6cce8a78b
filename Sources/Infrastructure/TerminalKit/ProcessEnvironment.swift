import Glibc

/// The process's environment variables, read from `environ` once at start. Passed down as a
/// plain dictionary, so that nothing below the caller that reads it reads the environment itself.
public enum ProcessEnvironment {
    /// Every variable of the environment, by name; an entry without an "=" is left out.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            // Split at the first "=", looked for as a byte: an environment is bytes, not text.
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}
