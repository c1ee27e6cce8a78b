import FoundationEssentials
import HTTPClientInterface
import MoviesDomain
import ResponseCacheInterface
import Threads

/// Poster images: TMDB's `configuration` says where they live and in which widths (asked once
/// per repository, through the fetcher so the cache can keep it); the bytes come from the
/// image server through the HTTP client, without credentials, and are kept in `cache` under
/// their URL: an image at an address never changes, so a kept one is always served. Only what
/// `PosterImageCheck` finds to be an image is kept or handed on; a kept entry that does not
/// even start as one (kept by an older `movies`) is fetched again.
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
        if mode != .refresh, let kept = try? cache?.response(forKey: url), PosterImageCheck.looksLikeAnImage(kept.body)
        {
            return kept.body
        }
        guard mode != .offline else { throw .notCached }
        let response: HTTPResponse
        do { response = try await client.send(HTTPRequest(url: url)) } catch { throw MoviesError(error) }
        switch response.status {
        case 200...299: break
        // The image host asks for no credentials: these say only that the poster is not there.
        case 401, 403, 404:
            throw .notFound(message: "poster not available (the image host answered HTTP \(response.status))")
        default:
            throw TMDBStatusMapping.error(for: response, retryAfter: TMDBStatusMapping.retryAfter(response))
        }
        if let problem = PosterImageCheck.problem(with: response.body, contentType: response.header("Content-Type")) {
            // A check cut short by cancellation found nothing wrong; the bytes are not kept.
            if Task.isCancelled { throw .cancelled }
            throw .invalidResponse(message: problem)
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
            throw .invalidResponse(message: "TMDB's configuration names an image host that is refused: \(error.reason)")
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
