import MoviesDomain

/// `videos` appended to `movie/{id}`: `{"results": [{"key", "site", "type", "official", …}]}`.
struct TMDBVideosDTO: Decodable {
    struct Video: Decodable {
        let key: String?
        let site: String?
        let type: String?
        let official: Bool?
    }

    let results: [TMDBOptionalElement<Video>]?

    /// The most videos taken: more than any film has.
    static let maxVideos = 1_000

    /// The official trailer's web address: of the videos of type "Trailer" on YouTube or Vimeo,
    /// an official one first, in TMDB's order; never a featurette or a teaser. A key that is not
    /// one those sites give (letters, digits, `-` and `_`, at most 64) is left out.
    func trailerURL() throws(MoviesError) -> String? {
        let videos = (results ?? []).compactMap(\.value)
        try OutsideText.checkCount(videos.count, max: Self.maxVideos, of: "videos")
        let trailers = videos.filter { $0.type == "Trailer" }
        let ordered = trailers.filter { $0.official == true } + trailers.filter { $0.official != true }
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
