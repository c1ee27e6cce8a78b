import MoviesDomain

/// A decoded TMDB response and where it came from.
public struct TMDBResponse<Value: Sendable>: Sendable {
    /// Where a response came from.
    public enum Origin: Sendable, Hashable {
        /// Fetched from TMDB for this request.
        case network
        /// Read from the response cache; TMDB sent it `age` ago.
        case cache(age: Duration)
    }

    /// The decoded response.
    public let value: Value
    /// Where it came from.
    public let origin: Origin

    /// `value`, from `origin`.
    public init(value: Value, origin: Origin) {
        self.value = value
        self.origin = origin
    }
}

extension TMDBResponse.Origin {
    /// How a page from this origin is labelled for views.
    var pageSource: MoviesPageSource {
        switch self {
        case .network: MoviesPageSource(name: TMDBService.name)
        case .cache(let age): MoviesPageSource(name: TMDBService.name, cachedAge: age)
        }
    }
}
