import CCurl
import FoundationEssentials
import HTTPClientInterface
import Synchronization

/// One request's libcurl easy handle, its callbacks' buffers and its continuation.
///
/// Created on the caller's task, handed to the multi loop through its locked inbox, then used
/// only on the loop's thread, which is why it is `@unchecked Sendable`. The only state shared
/// with other threads is `isCancelled`, which is atomic.
final class CurlTransfer: @unchecked Sendable {
    typealias Completion = @Sendable (Result<HTTPResponse, HTTPClientError>) -> Void

    /// The request of the current hop: the one sent, or the last redirect followed.
    private(set) var request: HTTPRequest
    let configuration: CurlHTTPClient.Configuration
    /// When the whole exchange, every redirect included, must have ended.
    let deadline: ContinuousClock.Instant
    /// Redirects followed so far.
    var redirects = 0
    private let completion: Completion
    private let cancelled = Atomic<Bool>(false)

    private(set) var easy: UnsafeMutableRawPointer?
    var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
    /// Body chunks as they arrive: joined once at the end, so that an aborted body is never
    /// copied and growing it never doubles a large buffer.
    var chunks: [[UInt8]] = []
    var bodyCount = 0
    private var exceededCap = false
    var headers: [String: String] = [:]
    private var completed = false

    init(
        request: HTTPRequest, configuration: CurlHTTPClient.Configuration, deadline: ContinuousClock.Instant,
        completion: @escaping Completion
    ) {
        self.request = request
        self.configuration = configuration
        self.deadline = deadline
        self.completion = completion
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
        releaseHandle()
        errorBuffer.deallocate()
    }

    // MARK: - Cancellation (any thread)

    /// Marks the transfer cancelled; the loop aborts it on its next turn.
    func cancel() { cancelled.store(true, ordering: .releasing) }

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    // MARK: - Loop thread

    /// Creates and configures the easy handle; `nil` when libcurl refused, with the reason.
    func makeHandle() -> HTTPClientError? {
        guard let easy = movies_curl_easy_init() else {
            return .failed(code: -1, message: "libcurl could not create a handle")
        }
        self.easy = easy
        let context = Unmanaged.passUnretained(self).toOpaque()
        let codes: [CURLcode] = [
            movies_curl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1),
            movies_curl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"),
            // Redirects are followed by the transfer itself (`CurlTransfer+Redirects`), which
            // checks every target first.
            movies_curl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0),
            movies_curl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""),
            movies_curl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 1),
            movies_curl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 2),
            movies_curl_easy_setopt_string(easy, CURLOPT_USERAGENT, configuration.userAgent),
            movies_curl_easy_setopt_long(
                easy, CURLOPT_CONNECTTIMEOUT_MS, configuration.connectTimeout.curlMilliseconds),
            movies_curl_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, max(1, configuration.stallBytesPerSecond)),
            movies_curl_easy_setopt_long(
                easy, CURLOPT_LOW_SPEED_TIME, max(1, configuration.stallTimeout.curlMilliseconds / 1000)),
            movies_curl_easy_setopt_long(
                easy, CURLOPT_MAXAGE_CONN, max(1, configuration.idleConnectionLifetime.curlMilliseconds / 1000)),
            // A declared length over the cap is refused before any byte of the body arrives;
            // the write callback enforces the cap when no length is declared (or a false one).
            movies_curl_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(configuration.maxResponseBytes)),
            movies_curl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer),
            movies_curl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION, curlTransferWrite),
            movies_curl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context),
            movies_curl_easy_setopt_write_callback(easy, CURLOPT_HEADERFUNCTION, curlTransferHeader),
            movies_curl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context),
        ]
        if let failure = codes.first(where: { $0 != CURLE_OK }) {
            return .failed(code: Int(failure.rawValue), message: Self.describe(failure))
        }
        return aim(at: request)
    }

    /// Points the handle at `hop` (the request, or a redirect of it): its URL and headers, the
    /// time left before the deadline, and whether it may use a proxy. The body and headers of
    /// any earlier hop are dropped.
    func aim(at hop: HTTPRequest) -> HTTPClientError? {
        guard let easy else { return .failed(code: -1, message: "no handle") }
        let left = deadline - ContinuousClock.now
        guard left > .zero else { return .timedOut(message: "the request took longer than its limit") }
        request = hop
        chunks = []
        bodyCount = 0
        headers = [:]
        if let headerList { movies_curl_slist_free_all(headerList) }
        headerList = nil
        for (name, value) in hop.headers {
            guard !"\(name)\(value)".unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
                return .invalidURL(message: "a request header contains a line break")
            }
            headerList = movies_curl_slist_append(headerList, "\(name): \(value)")
        }
        let codes =
            [
                movies_curl_easy_setopt_string(easy, CURLOPT_URL, hop.url),
                movies_curl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList),
                movies_curl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, left.curlMilliseconds),
            ] + transportSecurityOptions(easy, for: hop)
        if let failure = codes.first(where: { $0 != CURLE_OK }) {
            return .failed(code: Int(failure.rawValue), message: Self.describe(failure))
        }
        return nil
    }

    /// Plain `http` only ever goes to this machine (`HTTPURL.isAllowedTarget`), so it never goes
    /// through a proxy, which would see it in clear; `https` honours the proxy variables. A CA
    /// bundle the user named replaces the system's.
    private func transportSecurityOptions(_ easy: UnsafeMutableRawPointer, for hop: HTTPRequest) -> [CURLcode] {
        // `nil` is libcurl's default: the proxy variables, read again for each hop.
        let noProxy: String? = HTTPURL(hop.url)?.scheme == "https" ? nil : ""
        var codes = [movies_curl_easy_setopt_string(easy, CURLOPT_PROXY, noProxy)]
        if let bundle = configuration.caBundlePath {
            codes.append(movies_curl_easy_setopt_string(easy, CURLOPT_CAINFO, bundle))
        }
        return codes
    }

    /// Reports the outcome of a transfer libcurl finished with `code`, then frees the handle.
    func finish(code: CURLcode) {
        if code == CURLE_OK, let easy {
            var status = 0
            _ = movies_curl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
            var body: [UInt8] = []
            body.reserveCapacity(bodyCount)
            for chunk in chunks { body.append(contentsOf: chunk) }
            complete(.success(HTTPResponse(status: status, headers: headers, body: body)))
        } else {
            complete(.failure(error(for: code)))
        }
    }

    /// Reports `error` without a libcurl outcome (cancelled, shut down, refused by the multi handle).
    func fail(_ error: HTTPClientError) { complete(.failure(error)) }

    private func complete(_ result: Result<HTTPResponse, HTTPClientError>) {
        guard !completed else { return }
        completed = true
        chunks = []
        releaseHandle()
        completion(result)
    }

    func releaseHandle() {
        if let easy { movies_curl_easy_cleanup(easy) }
        easy = nil
        if let headerList { movies_curl_slist_free_all(headerList) }
        headerList = nil
    }

    // MARK: - Callbacks

    /// Keeps `count` body bytes, or refuses them (aborting the transfer) past the cap.
    fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bodyCount + bytes.count <= configuration.maxResponseBytes else {
            exceededCap = true
            return false
        }
        chunks.append(Array(bytes))
        bodyCount += bytes.count
        return true
    }

    /// Keeps one header line; a status line starts a new response (after a redirect).
    fileprivate func receiveHeader(_ bytes: UnsafeRawBufferPointer) {
        let line = String(decoding: bytes, as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            headers = [:]
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].lowercased()
        // HTTP's optional whitespace around the value, and the line's CRLF.
        let isSpace = { (character: Character) in character == " " || character == "\t" || character.isNewline }
        let value = line[line.index(after: colon)...].drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        headers[name] = String(value)
    }

    // MARK: - Errors

    private func error(for code: CURLcode) -> HTTPClientError {
        if exceededCap || code == CURLE_FILESIZE_EXCEEDED {
            return .responseTooLarge(limit: configuration.maxResponseBytes)
        }
        let detail = String(cString: errorBuffer)
        let message = detail.isEmpty ? Self.describe(code) : detail
        return HTTPClientError(curlCode: code, message: message)
    }

    static func describe(_ code: CURLcode) -> String {
        movies_curl_easy_strerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }
}

// MARK: - C callbacks

/// `CURLOPT_WRITEFUNCTION`: returning less than it was given makes libcurl abort with
/// `CURLE_WRITE_ERROR`, which is how the size cap stops a body mid-transfer.
private let curlTransferWrite: curl_write_callback = { data, size, count, context in
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

/// `CURLOPT_HEADERFUNCTION`: one header line per call, status lines included.
private let curlTransferHeader: curl_write_callback = { data, size, count, context in
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    transfer.receiveHeader(UnsafeRawBufferPointer(start: data, count: length))
    return length
}
