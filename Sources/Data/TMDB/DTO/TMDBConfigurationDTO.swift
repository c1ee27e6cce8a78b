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

    static func decodeImages(_ bytes: [UInt8]) throws(MoviesError) -> TMDBImagesConfiguration {
        let images = try TMDBJSON.decode(TMDBConfigurationDTO.self, from: bytes).images
        return TMDBImagesConfiguration(secureBaseURL: images.secureBaseURL, posterSizes: images.posterSizes)
    }
}
