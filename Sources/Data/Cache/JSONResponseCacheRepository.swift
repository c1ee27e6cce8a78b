import FileSupport
import MoviesDomain
import ResponseCacheInterface

/// The response cache as the Domain sees it: `movies cache info` and `clear` reach it through
/// use cases. It wraps the cache's interface, so Data never names the file cache itself; the
/// composition root hands it the cache it made and that cache's size bound.
public struct JSONResponseCacheRepository: ResponseCacheRepository {
    private let cache: any JSONResponseCaching
    private let maxTotalBytes: Int

    /// The repository over `cache`, whose entries may take at most `maxTotalBytes` in all.
    public init(cache: any JSONResponseCaching, maxTotalBytes: Int) {
        self.cache = cache
        self.maxTotalBytes = maxTotalBytes
    }

    public func usage() async throws(MoviesError) -> ResponseCacheUsage {
        usage(of: try onDisk { () throws(FileError) in try cache.info() })
    }

    public func removeAll() async throws(MoviesError) -> ResponseCacheUsage {
        usage(of: try onDisk { () throws(FileError) in try cache.clear() })
    }

    private func usage(of info: JSONResponseCacheInfo) -> ResponseCacheUsage {
        ResponseCacheUsage(
            location: info.folder, entryCount: info.entryCount, totalBytes: info.totalBytes,
            maxTotalBytes: maxTotalBytes, leftInPlace: info.leftInPlace)
    }
}
