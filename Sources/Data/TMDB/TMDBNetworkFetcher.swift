import HTTPClientInterface
import MoviesDomain

/// Fetches TMDB responses over HTTP: signs each request in (a read access token in the
/// `Authorization` header, an API key in the URL), waits out rate limits, maps error bodies to
/// domain errors, decodes the rest. It never calls `cached`.
public struct TMDBNetworkFetcher: TMDBResponseFetching {
    private let configuration: TMDBConfiguration
    private let client: any HTTPClient
    private let retryPolicy: TMDBRetryPolicy
    private let timeout: Duration?
    private let sleep: Sleep

    /// How the fetcher waits before a retry: `Task.sleep`, or a test's double.
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    /// A fetcher for the TMDB `configuration` names, through `client`. `timeout` bounds a whole
    /// fetch, retries, waits and decoding included; `nil` leaves each attempt to the client's limit.
    public init(
        configuration: TMDBConfiguration, client: any HTTPClient, retryPolicy: TMDBRetryPolicy = .init(),
        timeout: Duration? = nil, sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
    ) {
        self.configuration = configuration
        self.client = client
        self.retryPolicy = retryPolicy
        self.timeout = timeout
        self.sleep = sleep
    }

    public func fetch<Value: Sendable>(
        _ endpoint: TMDBEndpoint,
        decode: @escaping @Sendable ([UInt8]) throws(MoviesError) -> Value,
        cached: @escaping @Sendable (TMDBResponse<Value>) async -> Void
    ) async throws(MoviesError) -> TMDBResponse<Value> {
        // Each text is redacted once, where its error is made: redacting a marker again would
        // mangle it with a key it contains (`a`: `Inv[red[redacted]cted]lid`).
        let deadline = timeout.map { ContinuousClock.now + $0 }
        let body = try await successfulBody(for: endpoint, before: deadline)
        do {
            guard let deadline else { return TMDBResponse(value: try decode(body), origin: .network) }
            return TMDBResponse(value: try await Self.decode(body, with: decode, before: deadline), origin: .network)
        } catch {
            throw error.redacted(by: configuration.credentials)
        }
    }

    /// The body of a 2xx answer, after the waits on 429 `retryPolicy` allows, all before
    /// `deadline`: a wait that would outlast it is not made. It and its errors are redacted.
    private func successfulBody(
        for endpoint: TMDBEndpoint, before deadline: ContinuousClock.Instant?
    ) async throws(MoviesError) -> [UInt8] {
        var request = self.request(for: endpoint)
        var waited = Duration.zero
        var retry = 0
        while true {
            request.timeout = deadline.map { $0 - ContinuousClock.now }
            let response: HTTPResponse
            do {
                response = try await client.send(request)
            } catch {
                throw MoviesError(error).redacted(by: configuration.credentials)
            }
            if (200...299).contains(response.status) { return configuration.credentials.redactingBody(response.body) }
            let retryAfter = TMDBStatusMapping.retryAfter(response)
            let failure = TMDBStatusMapping.error(
                for: response, retryAfter: retryAfter, redacting: configuration.credentials.redacting)
            guard response.status == 429,
                let delay = retryPolicy.delay(beforeRetry: retry, retryAfter: retryAfter, waited: waited),
                deadline.map({ ContinuousClock.now + delay < $0 }) ?? true
            else { throw failure }
            do { try await sleep(delay) } catch { throw .cancelled }
            waited += delay
            retry += 1
        }
    }

    private func request(for endpoint: TMDBEndpoint) -> HTTPRequest {
        var url = "\(configuration.baseURL)/\(endpoint.relativeURL)"
        var headers = ["Accept": "application/json"]
        switch configuration.credentials {
        case .bearerToken(let token):
            headers["Authorization"] = "Bearer \(token)"
        case .apiKey(let key):
            let separator = endpoint.parameters.isEmpty ? "?" : "&"
            url += "\(separator)api_key=\(TMDBEndpoint.percentEncoded(key))"
        }
        return HTTPRequest(url: url, headers: headers)
    }
}
