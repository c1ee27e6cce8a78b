import CurlHTTP
import FoundationEssentials
import MoviesDomain
import ResponseCache
import Threads

/// Poster images: TMDB's `configuration` says where they live and in which widths (asked once
/// per repository, through the fetcher so the cache can keep it); the bytes come from the
/// image server through the HTTP client, without credentials, and are kept in `cache` under
/// their URL: an image at an address never changes, so a kept one is always served.
public final class TMDBPosterImagesRepository: PosterImagesRepository {
    private let fetcher: any TMDBResponseFetching
    private let client: any HTTPClient
    private let cache: (any JSONResponseCaching)?
    private let mode: ResponseCacheMode
    private let images = PthreadLocked<TMDBImagesConfiguration?>(nil)

    /// A repository that asks `fetcher` for TMDB's `configuration` and `client` for image bytes,
    /// keeping them in `cache` when given (`mode` `.offline` never asks the image server).
    public init(
        fetcher: any TMDBResponseFetching, client: any HTTPClient, cache: (any JSONResponseCaching)? = nil,
        mode: ResponseCacheMode = .normal
    ) {
        self.fetcher = fetcher
        self.client = client
        self.cache = cache
        self.mode = mode
    }

    // MARK: - PosterImagesRepository

    public func posterImage(path: String, width: Int) async throws(MoviesError) -> [UInt8] {
        let url = try await posterURL(path: path, width: width)
        // A cache that fails to read or write only costs the request it would have saved.
        if mode != .refresh, let kept = try? cache?.response(forKey: url) { return kept.body }
        guard mode != .offline else { throw .notCached }
        let response: HTTPResponse
        do { response = try await client.send(HTTPRequest(url: url)) } catch { throw MoviesError(error) }
        guard (200...299).contains(response.status) else {
            throw TMDBStatusMapping.error(for: response, retryAfter: TMDBStatusMapping.retryAfter(response))
        }
        try? cache?.store(CachedJSONResponse(key: url, fetchedAt: Date(), body: response.body))
        return response.body
    }

    // MARK: - Addresses

    /// The URL of the poster at `path` in TMDB's size nearest to `width` pixels, on the image
    /// server TMDB's `configuration` names: where `posterImage` fetches it from.
    public func posterURL(path: String, width: Int) async throws(MoviesError) -> String {
        guard Self.isPlainImagePath(path) else { throw .invalidRequest(message: "not a poster path: \(path)") }
        let images = try await imagesConfiguration()
        let base: String
        do { base = try TMDBURLPolicy.validated(images.secureBaseURL) } catch {
            throw .invalidResponse(message: "TMDB's image base URL was refused: \(error.message)")
        }
        return "\(base)/\(images.posterSize(nearest: width))\(path)"
    }

    // MARK: - Private

    private func imagesConfiguration() async throws(MoviesError) -> TMDBImagesConfiguration {
        if let known = images.withLock({ $0 }) { return known }
        let fetched = try await fetcher.fetch(
            .configuration, decode: TMDBConfigurationDTO.decodeImages, cached: { _ in }
        ).value
        images.withLock { $0 = fetched }
        return fetched
    }

    /// `/abc.jpg`: one segment of safe characters, so a path from the network cannot reach
    /// another folder or carry a query.
    private static func isPlainImagePath(_ path: String) -> Bool {
        guard path.hasPrefix("/"), path.count > 1, path.count <= 200 else { return false }
        return path.dropFirst().unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": true
            default: false
            }
        } && !path.contains("..")
    }
}
