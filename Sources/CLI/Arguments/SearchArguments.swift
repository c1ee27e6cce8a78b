import MoviesDomain

/// `movies search`'s arguments.
struct SearchArguments: Sendable, Hashable {
    var request: MovieSearchRequest
    var source: SourceArguments
    var json: Bool
}
