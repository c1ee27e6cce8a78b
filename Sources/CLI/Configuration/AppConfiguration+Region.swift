import MoviesDomain

extension AppConfiguration {
    /// The region details are for: `asked` (`--region`, checked by the parser), else
    /// `MOVIES_REGION` or the `region` setting, else the country of the locale `environment`
    /// names (`LC_ALL`, else `LC_MESSAGES`, else `LANG`, as POSIX orders them), else the United States.
    func region(asked: String?, environment: [String: String]) -> MovieRegion {
        let locale = [EnvironmentVariable.lcAll, .lcMessages, .lang].lazy
            .compactMap { environment[$0.name] }.first { !$0.isEmpty }
        return (asked ?? region).flatMap(MovieRegion.init(code:)) ?? locale.flatMap(Self.country(ofLocale:))
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
