import CMoviesCatalog
import MoviesDomain

// MARK: - Embedded catalog

extension MovieCatalog {
    /// The catalog compiled into the binary (`Sources/Infrastructure/CMoviesCatalog`): no file to find and
    /// nothing read at start-up; pages are mapped in as searches touch them.
    static func embedded() throws(MoviesError) -> MovieCatalog {
        try MovieCatalog(bytes: embeddedBytes)
    }

    /// The embedded catalog's bytes, which live as long as the process.
    static var embeddedBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: movies_catalog_bytes(), count: movies_catalog_size())
    }
}
