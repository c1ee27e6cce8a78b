import CommandLineKit
import MoviesDomain

/// Turns the words after `movies` into a `ParsedCommandLine`, or a `UsageError` saying what is wrong.
/// The kit scans them by the command table (`Subcommand`, `CommandOption`) and checks each
/// value by its option's rule; each command reads its own words (its `init`), and the values
/// several share are read here (`+Values`, `+Arrangement`, `+Language`).
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
    func parse(bytes: [[UInt8]]) throws(UsageError) -> ParsedCommandLine {
        let words: [String]
        do throws(RawArguments.InvalidUTF8) {
            words = try RawArguments.decode(bytes)
        } catch {
            throw UsageError(message: error.message, topic: Subcommand(error.decoded.first))
        }
        return try parse(words)
    }

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
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
                case .search: .run(try SearchCommand(Self.scan(rest, topic)))
                case .show: .run(try ShowCommand(Self.scan(rest, topic)))
                case .recent: .run(try RecentCommand(Self.scan(rest, topic)))
                case .cache: .run(try CacheCommand(rest))
                case .config: .run(try ConfigCommand(Self.scan(rest, topic)))
                case .completion: .run(try CompletionCommand(Self.scan(rest, topic)))
                case .interactive, .general: .run(try InteractiveCommand(Self.scan(rest, topic)))
                case .pick: .run(try PickCommand(Self.scan(rest, topic)))
                case .popular, .topRated, .upcoming, .nowPlaying, .trending, .discover, .similar, .person:
                    .run(try ListCommand(topic, Self.scan(rest, topic)))
                }
            }
        }
    }

    /// `movies` alone, or `movies [options]`: the interactive flow. An unknown option is one of
    /// movies, a bad value one of interactive.
    private func defaultCommand(_ words: ArraySlice<String>) throws(UsageError) -> ParsedCommandLine {
        guard !words.isEmpty else { return .run(InteractiveCommand()) }
        let scanned = try UsageError.about(.general) { () throws(ArgumentError) in try Self.scan(words, .general) }
        return try UsageError.about(.interactive) { () throws(ArgumentError) in
            .run(try InteractiveCommand(scanned))
        }
    }
}
