/// Reads a `search/movie` page straight from its bytes (`JSONByteReader`), for the common case
/// only: a well-formed page whose every result has the fields' expected types. Anything else (a
/// malformed result, a duplicate key, an escaped key, invalid UTF-8, deep nesting, a
/// non-integral count, trailing bytes) makes it answer `nil`, and
/// `TMDBMoviesPageDTO.decodePage` decodes the page with `JSONDecoder` instead, so that both
/// paths give the same page or the same error (`TMDBMoviesPageReaderTests`).
///
/// Why: a warm-cache search decodes one cached page and exits. Through `JSONDecoder` that page
/// cost 2.1M instructions, most of them the runtime's first-use work for each Codable type
/// (generic metadata, conformance lookups); read here it costs a fifth of that
/// (Benchmarks/README.md).
enum TMDBMoviesPageReader {
    /// The page in `bytes`, or `nil` when this reader is not sure to read it as `JSONDecoder` does.
    static func read(_ bytes: [UInt8]) -> TMDBMoviesPageDTO? {
        JSONByteReader.read(bytes) { page(&$0) }
    }

    // MARK: - Private

    private static func page(_ reader: inout JSONByteReader) -> TMDBMoviesPageDTO? {
        var page: Int?
        var totalPages: Int?
        var totalResults: Int?
        var results: [TMDBLossy<TMDBMovieDTO>]?
        let complete = reader.object { reader, key in
            switch true {
            case JSONByteReader.matches(key, "page"): return JSONByteReader.once(&page, reader.integer())
            case JSONByteReader.matches(key, "total_pages"): return JSONByteReader.once(&totalPages, reader.integer())
            case JSONByteReader.matches(key, "total_results"):
                return JSONByteReader.once(&totalResults, reader.integer())
            case JSONByteReader.matches(key, "results"): return JSONByteReader.once(&results, movies(&reader))
            default: return reader.skipValue()
            }
        }
        guard complete, let page, let totalPages, let totalResults, let results else { return nil }
        return TMDBMoviesPageDTO(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }

    private static func movies(_ reader: inout JSONByteReader) -> [TMDBLossy<TMDBMovieDTO>]? {
        var movies: [TMDBLossy<TMDBMovieDTO>] = []
        let complete = reader.array { reader in
            guard let movie = movie(&reader) else { return false }
            movies.append(TMDBLossy(value: movie))
            return true
        }
        return complete ? movies : nil
    }

    private static func movie(_ reader: inout JSONByteReader) -> TMDBMovieDTO? {
        var id: Int?
        var title: String??
        var originalTitle: String??
        var overview: String??
        var releaseDate: String??
        var posterPath: String??
        var voteAverage: Double??
        var voteCount: Int??
        var genreIDs: [Int]??
        let complete = reader.object { reader, key in
            switch true {
            case JSONByteReader.matches(key, "id"): return JSONByteReader.once(&id, reader.integer())
            case JSONByteReader.matches(key, "title"):
                return JSONByteReader.once(&title, reader.nullable { $0.string() })
            case JSONByteReader.matches(key, "original_title"):
                return JSONByteReader.once(&originalTitle, reader.nullable { $0.string() })
            case JSONByteReader.matches(key, "overview"):
                return JSONByteReader.once(&overview, reader.nullable { $0.string() })
            case JSONByteReader.matches(key, "release_date"):
                return JSONByteReader.once(&releaseDate, reader.nullable { $0.string() })
            case JSONByteReader.matches(key, "poster_path"):
                return JSONByteReader.once(&posterPath, reader.nullable { $0.string() })
            case JSONByteReader.matches(key, "vote_average"):
                return JSONByteReader.once(&voteAverage, reader.nullable { $0.double() })
            case JSONByteReader.matches(key, "vote_count"):
                return JSONByteReader.once(&voteCount, reader.nullable { $0.integer() })
            case JSONByteReader.matches(key, "genre_ids"):
                return JSONByteReader.once(&genreIDs, reader.nullable { integers(&$0) })
            default: return reader.skipValue()
            }
        }
        guard complete, let id else { return nil }
        return TMDBMovieDTO(
            id: id, title: title ?? nil, originalTitle: originalTitle ?? nil, overview: overview ?? nil,
            releaseDate: releaseDate ?? nil, posterPath: posterPath ?? nil, voteAverage: voteAverage ?? nil,
            voteCount: voteCount ?? nil, genreIDs: genreIDs ?? nil)
    }

    private static func integers(_ reader: inout JSONByteReader) -> [Int]? {
        var values: [Int] = []
        let complete = reader.array { reader in
            guard let value = reader.integer() else { return false }
            values.append(value)
            return true
        }
        return complete ? values : nil
    }
}
