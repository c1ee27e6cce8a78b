import FileSupport
import MoviesDomain
import ResponseCache

// MARK: - ResponseCacheRepository

/// The cache as the Domain sees it: `movies cache info` and `movies cache clear` reach it
/// through use cases, never by its concrete type.
extension FileJSONResponseCache: ResponseCacheRepository {
    public func usage() async throws(MoviesError) -> ResponseCacheUsage {
        usage(of: try onDisk { () throws(FileError) in try info() })
    }

    public func removeAll() async throws(MoviesError) -> ResponseCacheUsage {
        usage(of: try onDisk { () throws(FileError) in try clear() })
    }

    private func usage(of info: JSONResponseCacheInfo) -> ResponseCacheUsage {
        ResponseCacheUsage(
            location: info.folder, entryCount: info.entryCount, totalBytes: info.totalBytes,
            maxTotalBytes: maxTotalBytes, leftInPlace: info.leftInPlace)
    }
}
