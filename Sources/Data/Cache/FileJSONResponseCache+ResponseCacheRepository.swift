import FileSupport
import MoviesDomain
import ResponseCache

/// The cache as the Domain sees it: `movies cache info` and `clear` reach it through use cases.
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
