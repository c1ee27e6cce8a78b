import MoviesDomain

extension AppConfiguration {
    /// The region details are for: `asked` (`--region`, checked by the parser), else
    /// `MOVIES_REGION` or the `region` setting, else the country of the locale `environment`
    /// names (`LC_ALL`, else `LC_MESSAGES`, else `LANG`, as POSIX orders them), else the United States.
    func region(asked: String?, environment: [String: String]) -> MovieRegion {
        (asked ?? region).flatMap(MovieRegion.init(code:)) ?? Self.localeRegion(environment)?.region ?? .unitedStates
    }

    /// The country of the locale `environment` names and the variable naming it (`LC_ALL`, else
    /// `LC_MESSAGES`, else `LANG`, the first set and not empty); `nil` when that names none.
    static func localeRegion(_ environment: [String: String]) -> (region: MovieRegion, variable: String)? {
        let variable = [EnvironmentVariable.lcAll, .lcMessages, .lang].first { !(environment[$0.name] ?? "").isEmpty }
        guard let variable, let locale = environment[variable.name], let region = country(ofLocale: locale) else {
            return nil
        }
        return (region, variable.name)
    }

    /// The country of a POSIX locale, its last part after `_`: `de_DE.UTF-8` and `de_DE@euro`
    /// are DE, `zh_Hant_TW.UTF-8` (with a script) TW; `C`, `POSIX` and a language alone (`en`)
    /// name none.
    static func country(ofLocale locale: String) -> MovieRegion? {
        let parts = locale.prefix { $0 != "." && $0 != "@" }.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count > 1, let last = parts.last else { return nil }
        return MovieRegion(code: String(last))
    }
}
