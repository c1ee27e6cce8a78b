import CCurl
import HTTPClientInterface

#if canImport(Glibc)
    import Glibc
#endif

/// libcurl's process-wide setup, done once before the first handle: loading the library
/// (`movies` is not linked against it, see `Sources/Infrastructure/CCurl/shim.h`) and `curl_global_init`, which
/// is not thread-safe and must not run twice concurrently. A `static let` (initialised once,
/// under a lock, by the runtime) guarantees both without a singleton object.
enum CurlGlobal {
    /// `nil` when libcurl is ready, else why it is not.
    static let failure: HTTPClientError? = {
        if let reason = movies_curl_load() { return unavailable(String(cString: reason)) }
        // A peer closing a socket must not kill the process: libcurl is told NOSIGNAL per
        // handle, and SIGPIPE is ignored for the writes it cannot cover.
        signal(SIGPIPE, SIG_IGN)
        let code = movies_curl_global_init(movies_curl_global_all)
        guard code == CURLE_OK else {
            return .failed(
                code: Int(code.rawValue), message: "libcurl could not be initialised (code \(code.rawValue))")
        }
        return nil
    }()

    /// Whether libcurl is loaded and initialised.
    static var isReady: Bool { failure == nil }

    /// The error every request of a process without a usable libcurl fails with; `reason` is
    /// the loader's sentence ("libcurl could not be loaded: libcurl.so.4: cannot open ...").
    static func unavailable(_ reason: String) -> HTTPClientError {
        .failed(code: Int(CURLE_FAILED_INIT.rawValue), message: reason)
    }
}
