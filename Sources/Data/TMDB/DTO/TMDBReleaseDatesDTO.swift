import MoviesDomain

/// `release_dates` appended to `movie/{id}`: per country (`iso_3166_1`), its releases with their
/// certification and type (3 is theatrical).
struct TMDBReleaseDatesDTO: Decodable {
    struct Country: Decodable {
        let country: String?
        let releaseDates: [TMDBOptionalElement<Release>]?

        enum CodingKeys: String, CodingKey {
            case country = "iso_3166_1"
            case releaseDates = "release_dates"
        }
    }

    struct Release: Decodable {
        let certification: String?
        let type: Int?
    }

    let results: [TMDBOptionalElement<Country>]?

    /// The most countries, and releases in one, taken.
    static let maxCountries = 500
    static let maxReleases = 200
    /// The most bytes of a certification kept ("PG-13", "FSK 16" and the like are short).
    static let maxCertificationBytes = 20

    /// `region`'s certification: its theatrical release's, else its first release's that has one.
    func certification(in region: MovieRegion) throws(MoviesError) -> String? {
        let countries = (results ?? []).compactMap(\.value)
        try OutsideText.checkCount(countries.count, max: Self.maxCountries, of: "release countries")
        let releases = countries.first { $0.country == region.code }?.releaseDates?.compactMap(\.value) ?? []
        try OutsideText.checkCount(releases.count, max: Self.maxReleases, of: "releases in \(region)")
        let certified = releases.filter {
            OutsideText.whole($0.certification, maxBytes: Self.maxCertificationBytes) != nil
        }
        return (certified.first { $0.type == 3 } ?? certified.first)?.certification
    }
}
