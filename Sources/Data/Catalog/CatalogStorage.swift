import MoviesDomain

/// Owns a copy of catalog bytes other than the embedded ones (a test's), freed with its last reader.
final class CatalogStorage: @unchecked Sendable {
    // Written once in `init`, never mutated: safe to share.
    let bytes: UnsafeRawBufferPointer

    init(copying source: [UInt8]) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: source.count, alignment: 16)
        source.withUnsafeBytes { copy.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(copy)
    }

    deinit {
        bytes.deallocate()
    }
}

extension MovieCatalog {
    /// Reads a copy of `bytes`, which need not be a catalog: every reference in them is checked
    /// before any read follows it.
    init(copying bytes: [UInt8]) throws(MoviesError) {
        let storage = CatalogStorage(copying: bytes)
        try self.init(bytes: storage.bytes, storage: storage)
        try checkReferences()
    }
}
