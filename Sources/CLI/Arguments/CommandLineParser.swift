import CommandLineKit
import MoviesDomain

/// Turns the words after `movies` into a `CLICommand`, or a `UsageError` saying what is wrong.
/// The kit scans them by the command table (`Subcommand`, `CommandOption`) and checks each
/// value by its option's rule; what is left here are the rules only `movies` has.
struct CommandLineParser: Sendable {
    /// The pages `--page` accepts: the movie service's, which every source pages within.
    static let pages = MovieServicePaging.pages
    /// The results a page holds, whichever source answers: what `--limit` counts pages by.
    static let resultsPerPage = MovieServicePaging.resultsPerPage
    /// The most pages one `--pages` asks for: each is a request, sent at once.
    static let maxPageCount = MovieSearchRequest.maxPageCount
    /// The most results `--limit` shows: as many as the most pages one search fetches hold.
    static let maxLimit = maxPageCount * resultsPerPage

    /// The command `argv`'s bytes make; one that is not UTF-8 is a usage error of the command
    /// before it.
    func parse(bytes: [[UInt8]]) throws(UsageError) -> CLICommand {
        let words: [String]
        do throws(RawArguments.InvalidUTF8) {
            words = try RawArguments.decode(bytes)
        } catch {
            throw UsageError(message: error.message, topic: Subcommand(error.decoded.first))
        }
        return try parse(words)
    }

    func parse(_ arguments: [String]) throws(UsageError) -> CLICommand {
        let invocation: Invocation
        do throws(CommandLineKit.UsageError<String?>) {
            invocation = try Invocation(arguments, of: .movies)
        } catch {
            throw UsageError(message: error.message, topic: Subcommand(error.topic))
        }
        switch invocation {
        case .help(let command): return .help(Subcommand(command))
        case .manualPage: return .manPage
        case .version: return .version
        case .defaultCommand(let words): return try defaultCommand(words)
        case .command(let name, let rest):
            let topic = Subcommand(name)
            return try UsageError.about(topic) { () throws(ArgumentError) in
                switch topic {
                case .search: .search(try search(Self.scan(rest, topic)))
                case .show: .show(try show(Self.scan(rest, topic)))
                case .recent: .recent(try recent(Self.scan(rest, topic)))
                case .cache: try cache(rest)
                case .config: .config(try config(Self.scan(rest, topic)))
                case .completion: try completion(Self.scan(rest, topic))
                case .interactive, .general: try interactive(Self.scan(rest, topic))
                case .pick: .pick(try pick(Self.scan(rest, topic)))
                case .popular, .topRated, .upcoming, .nowPlaying, .trending, .discover, .similar, .person:
                    .list(try list(topic, Self.scan(rest, topic)))
                }
            }
        }
    }

    // MARK: - movies search

    /// `movies search <query words...> [options]`: the request, and how its results are printed.
    private func search(_ scanned: ScannedArguments) throws(ArgumentError) -> SearchArguments {
        guard !scanned.positionals.isEmpty else { throw ArgumentError("search needs a query") }
        // The sort and filters travel in the request; one year is the query's, as recents keep it.
        let asksArrangement = Subcommand.arrangementOptions.contains { scanned.values[$0] != nil }
        var arrangement = asksArrangement ? try Self.arrangement(scanned) : nil
        let query = try Self.query(scanned.positionals, year: arrangement?.year)
        if arrangement?.year != nil { arrangement?.years = nil }
        // What asks nothing of the results (one year, now the query's) is no arrangement.
        if arrangement?.arranges == false { arrangement = nil }
        let page = try scanned.number(.page) ?? 1
        let pageCount = try scanned.number(.pages)
        let limit = try scanned.number(.limit)
        let request = MovieSearchRequest(
            query: query, page: page,
            // A limit fetches the pages it takes, unless --pages says how many.
            pageCount: pageCount ?? limit.map { ($0 + Self.resultsPerPage - 1) / Self.resultsPerPage } ?? 1,
            options: MovieSearchOptions(
                language: try scanned.value(.language), includeAdult: scanned.flags.contains(.includeAdult),
                arrangement: arrangement))
        guard request.page + request.pageCount - 1 <= Self.pages.upperBound else {
            throw ArgumentError("--page plus --pages must stay within page \(Self.pages.upperBound)")
        }
        let format = try Self.format(scanned)
        guard format == .text || !scanned.flags.contains(.noHeader) else {
            throw ArgumentError("--no-header goes with text output, not \(format.rawValue)")
        }
        return SearchArguments(
            request: request, source: try Self.source(scanned), format: format, limit: limit,
            header: !scanned.flags.contains(.noHeader))
    }
}
