import HTTPClientInterface

/// HTTP over libcurl: one dedicated thread drives a multi handle, so transfers run in parallel,
/// reuse connections, never block the Swift concurrency pool, and stop as soon as their task
/// is cancelled. Error bodies are read like any other (no `CURLOPT_FAILONERROR`); TLS is always
/// verified; proxy environment variables are honoured for https (plain http, allowed only to
/// this machine, never goes through a proxy); every redirect target is checked before it is
/// followed.
///
/// Each client owns its thread; releasing the client stops it.
public final class CurlHTTPClient: HTTPClient {
    /// The configuration every request uses.
    public let configuration: Configuration
    /// `nil` when libcurl could not be set up. Internal so that tests can see it end.
    let loop: CurlMultiLoop?

    /// A client with `configuration`; if libcurl cannot be loaded or set up, every request fails
    /// with `HTTPClientError.failed` saying why, instead of the process trapping.
    public init(configuration: Configuration) {
        self.configuration = configuration
        self.loop = CurlMultiLoop(maxConnections: 16)
    }

    deinit {
        loop?.shutDown()
    }

    // MARK: - HTTPClient

    /// Sends `request`, following at most `maxRedirects` redirects to allowed targets
    /// (`HTTPURL.isAllowedTarget`), all within the request's timeout.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        guard let target = HTTPURL(request.url), target.isAllowedTarget else {
            throw .invalidURL(message: "only https, or plain http to this machine, is sent")
        }
        guard let loop else {
            throw CurlGlobal.failure ?? .failed(code: -1, message: "libcurl could not create a multi handle")
        }
        guard !Task.isCancelled else { throw .cancelled }
        let configuration = configuration
        let deadline = ContinuousClock.now + (request.timeout ?? configuration.totalTimeout)
        let box = TransferCancellation()
        let result: Result<HTTPResponse, HTTPClientError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let transfer = CurlTransfer(request: request, configuration: configuration, deadline: deadline) {
                    result in
                    continuation.resume(returning: result)
                }
                box.set(transfer)
                loop.submit(transfer)
            }
        } onCancel: {
            box.cancel()
            loop.wake()
        }
        return try result.get()
    }
}
