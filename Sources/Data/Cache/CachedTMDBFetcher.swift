import FileSupport
import FoundationEssentials
import HumanText
import MoviesDomain
import ResponseCache
import Synchronization

/// A `TMDBResponseFetching` that keeps every successful response in a `JSONResponseCaching`
/// and answers from it by a clear rule, because a one-shot command cannot do what an app does
/// (show the cache, then the network) every time:
///
/// - `normal`: an entry younger than its kind's `freshnessWindow` is served with no request;
///   an older one is handed to `cached` (so a screen can show it at once), then the network is
///   asked and the entry rewritten.
/// - `refresh`: the network is always asked.
/// - `offline`: the network is never asked; any entry is served, else `MoviesError.notCached`.
///
/// When the network fails (see `MoviesError.isNetworkFailure`) and an entry exists, however
/// old, in `normal` and `refresh` alike, the entry is served with a notice saying how old it
/// is: what is cached beats nothing. An entry `decode` refuses is a miss; only bodies `decode`
/// accepted are stored. The cache failing to read or write never fails a request the network
/// answered: it is reported once, as a notice, and the fetcher goes on without it.
public final class CachedTMDBFetcher: Sendable {
    private let network: any TMDBResponseFetching
    private let cache: any JSONResponseCaching
    private let baseURL: String
    private let mode: ResponseCacheMode
    private let notices: any NoticeReporting
    private let now: @Sendable () -> Date
    private let storageFailureReported = Mutex(false)

    /// Wraps `network` (in the app, `TMDBNetworkFetcher`) with `cache`. `baseURL` is the server
    /// `network` asks: part of every key, so that one server's answers never stand for
    /// another's. `now` is the clock entries are dated and aged by.
    public init(
        wrapping network: any TMDBResponseFetching,
        cache: any JSONResponseCaching,
        baseURL: String,
        mode: ResponseCacheMode = .normal,
        notices: any NoticeReporting,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.network = network
        self.cache = cache
        self.baseURL = baseURL
        self.mode = mode
        self.notices = notices
        self.now = now
    }

    // MARK: - Private

    /// A cached value and its age.
    private struct Stored<Value: Sendable> {
        let value: Value
        let age: Duration

        var response: TMDBResponse<Value> { TMDBResponse(value: value, origin: .cache(age: age)) }
    }

    private func lookUp<Value: Sendable>(
        _ key: String, decode: @Sendable ([UInt8]) throws(MoviesError) -> Value
    ) -> Stored<Value>? {
        let entry: CachedJSONResponse?
        do throws(FileError) {
            entry = try cache.response(forKey: key)
        } catch {
            reportStorageFailure(error)
            return nil
        }
        guard let entry, let value = try? decode(entry.body) else { return nil }
        return Stored(value: value, age: entry.age(at: now()))
    }

    private func isFresh<Value>(_ stored: Stored<Value>, for kind: TMDBEndpoint.Kind) -> Bool {
        // An entry dated in the future (the clock moved back) is not trusted to be fresh.
        stored.age >= .zero && stored.age < kind.freshnessWindow
    }

    private func save(_ body: [UInt8], forKey key: String) {
        do throws(FileError) {
            try cache.store(CachedJSONResponse(key: key, fetchedAt: now(), body: body))
        } catch {
            reportStorageFailure(error)
        }
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

// MARK: - TMDBResponseFetching

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
        case (.normal, let stored?) where isFresh(stored, for: endpoint.kind): return stored.response
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
            if case .network = response.origin, let body = recorder.recorded { save(body, forKey: key) }
            return response
        } catch {
            guard error.isNetworkFailure, let stored else { throw error }
            notices.notice(
                "showing results cached \(AgeText.text(stored.age)) ago: \(error.networkFailureReason)"
            )
            return stored.response
        }
    }
}
