import FileSupport
import FoundationEssentials
import HumanText
import MoviesDomain
import ResponseCacheInterface
import Synchronization

/// A `TMDBResponseFetching` that keeps every response `decode` accepted (but a page that
/// contradicts itself: `TMDBKeepableAnswer`) in a `JSONResponseCaching` and answers from it by `ResponseCacheMode`, since a one-shot command cannot show the cache
/// then the network every time. When the network fails (`MoviesError.isNetworkFailure`), an entry
/// however old is served with a notice. The cache failing never fails a request: it is said once.
public final class CachedTMDBFetcher: Sendable {
    private let network: any TMDBResponseFetching
    private let cache: any JSONResponseCaching
    private let baseURL: String
    private let mode: ResponseCacheMode
    private let notices: any NoticeReporting
    private let now: @Sendable () -> Date
    private let storageFailureReported = Mutex(false)

    /// Wraps `network` with `cache`. `baseURL`, the server `network` asks, is part of every key, so
    /// that one server's answers never stand for another's; `now` dates and ages entries.
    public init(
        wrapping network: any TMDBResponseFetching, cache: any JSONResponseCaching, baseURL: String,
        mode: ResponseCacheMode = .normal, notices: any NoticeReporting,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.network = network
        self.cache = cache
        self.baseURL = baseURL
        self.mode = mode
        self.notices = notices
        self.now = now
    }

    /// The entry for `key` that `decode` accepts, and its age.
    private func lookUp<Value: Sendable>(
        _ key: String, decode: @Sendable ([UInt8]) throws(MoviesError) -> Value
    ) -> (response: TMDBResponse<Value>, age: Duration)? {
        let entry: CachedJSONResponse?
        do throws(FileError) {
            entry = try cache.response(forKey: key)
        } catch {
            reportStorageFailure(error)
            return nil
        }
        guard let entry, let value = try? decode(entry.body) else { return nil }
        let age = entry.age(at: now())
        return (TMDBResponse(value: value, origin: .cache(age: age)), age)
    }

    private func reportStorageFailure(_ error: FileError) {
        let isFirst = storageFailureReported.withLock { reported in
            defer { reported = true }
            return !reported
        }
        guard isFirst else { return }
        notices.notice("the response cache is not used: \(error.message)")
    }
}

extension CachedTMDBFetcher: TMDBResponseFetching {
    public func fetch<Value: Sendable>(
        _ endpoint: TMDBEndpoint,
        decode: @escaping @Sendable ([UInt8]) throws(MoviesError) -> Value,
        cached: @escaping @Sendable (TMDBResponse<Value>) async -> Void
    ) async throws(MoviesError) -> TMDBResponse<Value> {
        let key = "\(baseURL)/\(endpoint.relativeURL)"
        let stored = lookUp(key, decode: decode)
        switch (mode, stored) {
        case (.offline, let stored?): return stored.response
        case (.offline, nil): throw .notCached
        // An entry dated in the future (the clock moved back) is not trusted to be fresh.
        case (.normal, let stored?) where stored.age >= .zero && stored.age < endpoint.kind.freshnessWindow:
            return stored.response
        case (.normal, let stored?): await cached(stored.response)
        case (.normal, nil), (.refresh, _): break
        }

        let recorder = ResponseBodyRecorder()
        do throws(MoviesError) {
            let response = try await network.fetch(
                endpoint,
                decode: { bytes throws(MoviesError) -> Value in
                    let value = try decode(bytes)
                    recorder.record(bytes)
                    return value
                },
                cached: cached)
            let isKept = (response.value as? any TMDBKeepableAnswer)?.isKept ?? true
            if case .network = response.origin, isKept, let body = recorder.recorded {
                do throws(FileError) {
                    try cache.store(CachedJSONResponse(key: key, fetchedAt: now(), body: body))
                } catch {
                    reportStorageFailure(error)
                }
            }
            return response
        } catch {
            guard error.isNetworkFailure, let stored else { throw error }
            notices.notice("showing results cached \(AgeText.text(stored.age)) ago: \(error.networkFailureReason)")
            return stored.response
        }
    }
}

/// The bytes of the body `decode` accepted during one network fetch: the cache stores those.
private final class ResponseBodyRecorder: Sendable {
    private let body = Mutex<[UInt8]?>(nil)

    func record(_ bytes: [UInt8]) { body.withLock { $0 = bytes } }

    var recorded: [UInt8]? { body.withLock { $0 } }
}
