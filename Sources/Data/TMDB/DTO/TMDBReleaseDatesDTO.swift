import MoviesDomain

/// `release_dates` appended to `movie/{id}`: per country (`iso_3166_1`), its releases with their
/// certification, date (`1999-11-11T00:00:00.000Z`) and type (2 is limited, 3 theatrical).
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
        let releaseDate: String?
        let type: Int?

        enum CodingKeys: String, CodingKey {
            case certification, type
            case releaseDate = "release_date"
        }
    }

    let results: [TMDBOptionalElement<Country>]?

    /// The most countries, and releases in one, taken.
    static let maxCountries = 500
    static let maxReleases = 200
    /// The most bytes of a certification kept ("PG-13", "FSK 16" and the like are short).
    static let maxCertificationBytes = 20

    /// `region`'s certification: its theatrical release's, else its first release's that has one.
    func certification(in region: MovieRegion) throws(MoviesError) -> String? {
        let certified = try releases(in: region).compactMap { release in
            OutsideText.whole(release.certification, maxBytes: Self.maxCertificationBytes).map { ($0, release.type) }
        }
        return (certified.first { $0.1 == 3 } ?? certified.first)?.0
    }

    /// `region`'s first theatrical release (type 3), else its first limited one (type 2), when
    /// TMDB dates it; `nil` when it has neither.
    func release(in region: MovieRegion) throws(MoviesError) -> RegionalRelease? {
        let dated = try releases(in: region).compactMap { release in
            // TMDB writes the day, then the time at midnight UTC: the day is the date.
            OutsideText.whole(release.releaseDate, maxBytes: 40).flatMap { ReleaseDate(iso8601: String($0.prefix(10))) }
                .map { (date: $0, type: release.type) }
        }
        for (type, kind) in [(3, RegionalRelease.Kind.theatrical), (2, .limited)] {
            if let first = dated.filter({ $0.type == type }).map(\.date).min() {
                return RegionalRelease(date: first, region: region, kind: kind)
            }
        }
        return nil
    }

    /// `region`'s releases, checked.
    private func releases(in region: MovieRegion) throws(MoviesError) -> [Release] {
        let countries = (results ?? []).compactMap(\.value)
        try OutsideText.checkCount(countries.count, max: Self.maxCountries, of: "release countries")
        let releases = countries.first { $0.country == region.code }?.releaseDates?.compactMap(\.value) ?? []
        try OutsideText.checkCount(releases.count, max: Self.maxReleases, of: "releases in \(region)")
        return releases
    }
}
