import MoviesDomain

extension AppConfiguration {
    /// The region a details screen is for: `asked` (`--region`, checked by the parser), else
    /// `MOVIES_REGION` or the `region` setting, else the locale's country, else the United States.
    func region(asked: String?) -> MovieRegion {
        (asked ?? region).flatMap(MovieRegion.init(code:)) ?? locale.flatMap(Self.country(ofLocale:))
            ?? .unitedStates
    }

    /// The country of a POSIX locale: `de_DE.UTF-8` and `de_DE@euro` are DE; `C`, `POSIX` and a
    /// language alone (`en`) name none.
    static func country(ofLocale locale: String) -> MovieRegion? {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        guard let separator = name.firstIndex(of: "_") else { return nil }
        return MovieRegion(code: String(name[name.index(after: separator)...]))
    }
}
