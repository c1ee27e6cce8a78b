import CCurl

#if canImport(Glibc)
    import Glibc
#endif

/// libcurl's process-wide setup, done once before the first handle: `curl_global_init` is not
/// thread-safe and must not run twice concurrently, which a `static let` (initialised once,
/// under a lock, by the runtime) guarantees without a singleton object.
enum CurlGlobal {
    /// `CURLE_OK` when libcurl is ready, else the code `curl_global_init` returned.
    static let initialization: Int = {
        // A peer closing a socket must not kill the process: libcurl is told NOSIGNAL per
        // handle, and SIGPIPE is ignored for the writes it cannot cover.
        signal(SIGPIPE, SIG_IGN)
        return Int(curl_global_init(movies_curl_global_all).rawValue)
    }()

    /// Whether libcurl initialised.
    static var isReady: Bool { initialization == Int(CURLE_OK.rawValue) }
}
