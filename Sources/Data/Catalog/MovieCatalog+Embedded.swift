import CMoviesCatalog
import MoviesDomain

extension MovieCatalog {
    /// The catalog compiled into the binary (`CMoviesCatalog`): no file to find, nothing read at start.
    static func embedded() throws(MoviesError) -> MovieCatalog {
        try MovieCatalog(bytes: embeddedBytes)
    }

    /// The embedded catalog's bytes, which live as long as the process.
    static var embeddedBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: movies_catalog_bytes(), count: movies_catalog_size())
    }
}
