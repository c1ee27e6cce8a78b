extension CurlHTTPClient {
    /// Limits and identity of a `CurlHTTPClient`.
    public struct Configuration: Sendable, Hashable {
        /// The `User-Agent` header, for example `movies/0.1.0`.
        public var userAgent: String
        /// How long establishing a connection (DNS, TCP, TLS) may take.
        public var connectTimeout: Duration
        /// How long a whole transfer may take, redirects included.
        public var totalTimeout: Duration
        /// How long a transfer may move less than `stallBytesPerSecond` before it is abandoned.
        public var stallTimeout: Duration
        /// The speed under which a transfer counts as stalled.
        public var stallBytesPerSecond: Int
        /// The largest body accepted, after decompression; bigger ones are aborted mid-transfer.
        public var maxResponseBytes: Int
        /// How many redirects are followed (to targets `HTTPURL.isAllowedTarget` allows).
        public var maxRedirects: Int
        /// A PEM file of CA certificates to trust instead of the system's (`CURL_CA_BUNDLE` or
        /// `SSL_CERT_FILE`, when the user sets one: a proxy that inspects TLS has its own CA).
        public var caBundlePath: String?
        /// How long an idle connection is kept for reuse; one idle longer is closed and a new
        /// one opened.
        public var idleConnectionLifetime: Duration

        /// The defaults: 10 s to connect, 30 s in all, 15 s stalled, 10 MiB, 5 redirects, idle
        /// connections reused for 118 s (libcurl's own default).
        public init(
            userAgent: String,
            connectTimeout: Duration = .seconds(10),
            totalTimeout: Duration = .seconds(30),
            stallTimeout: Duration = .seconds(15),
            stallBytesPerSecond: Int = 1,
            maxResponseBytes: Int = 10 * 1024 * 1024,
            maxRedirects: Int = 5,
            caBundlePath: String? = nil,
            idleConnectionLifetime: Duration = .seconds(118)
        ) {
            self.userAgent = userAgent
            self.connectTimeout = connectTimeout
            self.totalTimeout = totalTimeout
            self.stallTimeout = stallTimeout
            self.stallBytesPerSecond = stallBytesPerSecond
            self.maxResponseBytes = maxResponseBytes
            self.maxRedirects = maxRedirects
            self.caBundlePath = caBundlePath
            self.idleConnectionLifetime = idleConnectionLifetime
        }
    }
}

extension Duration {
    /// Whole milliseconds, at least 1 so that a tiny positive duration never means "no limit"
    /// (libcurl reads 0 as infinite).
    var curlMilliseconds: Int {
        let (seconds, attoseconds) = components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return Int.max }
        return max(1, Int(milliseconds.partialValue + attoseconds / 1_000_000_000_000_000))
    }
}
