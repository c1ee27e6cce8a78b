import MoviesDomain

/// `videos` appended to `movie/{id}`: `{"results": [{"iso_639_1", "key", "site", "type", "official", …}]}`.
struct TMDBVideosDTO: Decodable {
    struct Video: Decodable {
        let language: String?
        let key: String?
        let site: String?
        let type: String?
        let official: Bool?

        enum CodingKeys: String, CodingKey {
            case key, site, type, official
            case language = "iso_639_1"
        }
    }

    let results: [TMDBOptionalElement<Video>]?

    /// The most videos taken: more than any film has.
    static let maxVideos = 1_000

    /// The official trailer's web address: of the videos of type "Trailer" on YouTube or Vimeo,
    /// one in `language` first (its ISO 639-1 part: `de` for `de-DE`), then the others (English,
    /// or none), an official one first within each, in TMDB's order; never a featurette or a
    /// teaser. A key that is not one those sites give (letters, digits, `-` and `_`, at most 64)
    /// is left out.
    func trailerURL(language: String? = nil) throws(MoviesError) -> String? {
        let videos = (results ?? []).compactMap(\.value)
        try OutsideText.checkCount(videos.count, max: Self.maxVideos, of: "videos")
        let asked = language.map { String($0.prefix { $0 != "-" }).lowercased() }
        let trailers = videos.filter { $0.type == "Trailer" }
        let inLanguage = trailers.filter { asked != nil && $0.language?.lowercased() == asked }
        let others = trailers.filter { asked == nil || $0.language?.lowercased() != asked }
        let ordered = [inLanguage, others].flatMap { group in
            group.filter { $0.official == true } + group.filter { $0.official != true }
        }
        return ordered.lazy.compactMap(Self.webAddress).first
    }

    /// Where `video` is watched on its site; `nil` for another site or a key that is not one.
    static func webAddress(_ video: Video) -> String? {
        guard let key = video.key, (1...64).contains(key.utf8.count),
            key.utf8.allSatisfy({ isKeyByte($0) })
        else { return nil }
        switch video.site {
        case "YouTube": return "https://www.youtube.com/watch?v=\(key)"
        case "Vimeo": return "https://vimeo.com/\(key)"
        default: return nil
        }
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
    }
}
