import MoviesDomain

/// `configuration`: where TMDB's images live and in which sizes.
struct TMDBConfigurationDTO: Decodable {
    struct Images: Decodable {
        let secureBaseURL: String
        let posterSizes: [String]

        enum CodingKeys: String, CodingKey {
            case secureBaseURL = "secure_base_url"
            case posterSizes = "poster_sizes"
        }
    }

    let images: Images

    /// The most poster sizes a configuration may list (TMDB lists 7).
    static let maxPosterSizes = 50

    /// The images' configuration, or why it cannot be used: every poster size must be one TMDB
    /// could mean. (The image host is checked where an address is made: `TMDBURLPolicy`.)
    static func decodeImages(_ bytes: [UInt8]) throws(MoviesError) -> TMDBImagesConfiguration {
        let images = try TMDBJSON.decode(TMDBConfigurationDTO.self, from: bytes).images
        guard images.posterSizes.count <= maxPosterSizes else {
            throw .invalidResponse(message: "TMDB's configuration lists \(images.posterSizes.count) poster sizes")
        }
        if let bad = images.posterSizes.first(where: { !TMDBPosterSize.isValid($0) }) {
            let shown = OutsideText.bounded(bad, maxBytes: 40) ?? ""
            throw .invalidResponse(message: "TMDB's configuration lists a poster size that is not one: \"\(shown)\"")
        }
        return TMDBImagesConfiguration(secureBaseURL: images.secureBaseURL, posterSizes: images.posterSizes)
    }
}
