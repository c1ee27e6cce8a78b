import CommandLineKit
import MoviesDomain

// MARK: - Lists without a query

extension CommandLineParser {
    /// `movies popular`, `top-rated`, `upcoming`, `now-playing`, `trending [--day|--week]`,
    /// `discover [filters]`, `similar ID`, `person NAME`, with search's output options.
    func list(_ topic: Subcommand, _ scanned: ScannedArguments) throws(ArgumentError) -> ListArguments {
        let list = try Self.movieList(topic, scanned)
        let page = try scanned.number(.page) ?? 1
        let limit = try scanned.number(.limit)
        // A limit fetches the pages it takes.
        let pageCount = limit.map { ($0 + Self.resultsPerPage - 1) / Self.resultsPerPage } ?? 1
        guard page + pageCount - 1 <= Self.pages.upperBound else {
            throw ArgumentError("--page plus the pages --limit takes must stay within page \(Self.pages.upperBound)")
        }
        let format = try Self.format(scanned)
        guard format == .text || !scanned.flags.contains(.noHeader) else {
            throw ArgumentError("--no-header goes with text output, not \(format.rawValue)")
        }
        return ListArguments(
            command: topic,
            request: MovieListRequest(
                list: list, page: page, pageCount: pageCount, language: try scanned.value(.language)),
            source: try Self.source(scanned), format: format, limit: limit, header: !scanned.flags.contains(.noHeader))
    }

    private static func movieList(_ topic: Subcommand, _ scanned: ScannedArguments) throws(ArgumentError) -> MovieList {
        if topic != .similar, topic != .person { try scanned.rejectPositionals() }
        switch topic {
        case .topRated: return .topRated
        case .upcoming: return .upcoming
        case .nowPlaying: return .nowPlaying
        case .trending: return .trending(try scanned.flag(among: .day, .week) == .day ? .day : .week)
        case .discover: return .discover(try arrangement(scanned))
        case .similar:
            guard scanned.positionals.count == 1, let id = Movie.ID(parsing: scanned.positionals[0]) else {
                throw ArgumentError("similar needs one TMDB movie id, such as 550")
            }
            guard id.prefix.isEmpty else {
                throw ArgumentError("\(id) is an offline catalog id; similar movies need a TMDB id, such as 550")
            }
            return .similar(id)
        case .person:
            guard !scanned.positionals.isEmpty else { throw ArgumentError("person needs a name") }
            return .person(name: try query(scanned.positionals, year: nil).text)
        default: return .popular
        }
    }
}
