import MoviesDomain

/// A `PosterFilesRepository` kept in memory that records every save. It keeps what it was
/// given, by path, unless `failure` is set, which every save throws.
public actor PosterFilesRepositoryDouble: PosterFilesRepository {
    /// One `save` call.
    public struct Save: Sendable, Hashable {
        public let image: [UInt8]
        public let path: String
    }

    /// Every save asked for, in order, the failed ones too.
    public private(set) var saves: [Save] = []
    /// What each path holds after the saves that succeeded.
    public private(set) var files: [String: [UInt8]] = [:]
    public private(set) var failure: MoviesError?

    public init(failure: MoviesError? = nil) {
        self.failure = failure
    }

    public func setFailure(_ failure: MoviesError?) { self.failure = failure }

    // MARK: - PosterFilesRepository

    public func save(_ image: [UInt8], to path: String) async throws(MoviesError) {
        saves.append(Save(image: image, path: path))
        if let failure { throw failure }
        files[path] = image
    }
}
