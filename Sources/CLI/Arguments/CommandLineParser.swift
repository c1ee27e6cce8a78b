import CommandLineKit
import MoviesDomain
import TerminalImages
import TerminalKit

/// Turns the words after `movies` into a `CLICommand`, or a `UsageError` saying what is wrong.
/// The kit scans them by the command table (`Subcommand`, `CommandOption`) and checks each
/// value by its option's rule; what is left here are the rules only `movies` has.
struct CommandLineParser: Sendable {
    /// The pages `--page` accepts: the Domain's, which every source pages within.
    static let pages = MoviesPageNumber.searchable
    /// The results a page holds, whichever source answers: what `--limit` counts pages by.
    static let resultsPerPage = MoviesPageNumber.resultsPerPage
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
        case .defaultCommand(let words) where words.isEmpty: return .interactive(InteractiveArguments())
        case .defaultCommand(let words):
            // `movies [options]`: an unknown option is one of movies, a bad value one of interactive.
            let scanned = try UsageError.about(.general) { () throws(ArgumentError) in try Self.scan(words, .general) }
            return try UsageError.about(.interactive) { () throws(ArgumentError) in try interactive(scanned) }
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

    // MARK: - Commands

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

    private func show(_ scanned: ScannedArguments) throws(ArgumentError) -> ShowArguments {
        guard let word = scanned.positionals.first else { throw ArgumentError("show needs a movie id") }
        guard scanned.positionals.count == 1 else {
            throw ArgumentError("show takes one movie id, not \(scanned.positionals.count) words")
        }
        guard let id = Movie.ID(parsing: word) else {
            throw ArgumentError(
                "a movie id is a number (TMDB) or c and a number (offline catalog), not \(ArgumentText.quoted(word))")
        }
        var source = try Self.source(scanned)
        let idSource = SourceOption(idPrefix: id.prefix)
        switch (source.source, idSource) {
        case (.tmdb, .catalog):
            throw ArgumentError("\(id) is an offline catalog id, which --source tmdb cannot show")
        case (.catalog, .tmdb):
            throw ArgumentError("\(id) is a TMDB id; offline catalog ids start with c, as in c\(id.number)")
        default:
            // The id says where the movie is.
            source.source = idSource
        }
        var show = ShowArguments(id: id, source: source, format: try Self.format(scanned))
        show.images = try scanned.value(.images, as: ImageProtocol.self)
        show.posterFile = try scanned.value(.poster)
        guard !show.drawsPoster || show.format == .text else {
            throw ArgumentError("--poster - draws on the terminal, with text output only")
        }
        if let width = try scanned.number(.posterWidth) {
            guard show.posterFile != nil else {
                throw ArgumentError("--poster-width goes with --poster FILE or --poster -")
            }
            show.posterWidth = width
        }
        return show
    }

    private func recent(_ scanned: ScannedArguments) throws(ArgumentError) -> RecentArguments {
        try scanned.rejectPositionals()
        return RecentArguments(
            format: try Self.format(scanned), clear: scanned.flags.contains(.clear),
            color: try scanned.value(.color, as: ColorChoice.self) ?? .auto)
    }

    private func cache(_ arguments: ArraySlice<String>) throws(ArgumentError) -> CLICommand {
        let actions = ["info", "clear"]
        guard let action = arguments.first else { throw ArgumentError("cache needs an action: info or clear") }
        guard let form = actions.firstIndex(of: action) else {
            throw .unknown("unknown cache action", action, " (info or clear)", among: actions)
        }
        let scanned = try Self.scan(arguments.dropFirst(), .cache, options: Subcommand.cache.forms[form].options)
        try scanned.rejectPositionals()
        return action == "info" ? .cacheInfo(json: scanned.flags.contains(.json)) : .cacheClear
    }

    private func completion(_ scanned: ScannedArguments) throws(ArgumentError) -> CLICommand {
        let shells = Shell.allCases.map(\.rawValue)
        guard let name = scanned.positionals.first else {
            throw ArgumentError("completion needs a shell: \(shells.joined(separator: ", "))")
        }
        guard let shell = Shell(rawValue: name) else {
            throw .unknown("no completion for", name, " (\(shells.joined(separator: ", ")))", among: shells)
        }
        try scanned.rejectPositionals(after: 1)
        return .completion(shell)
    }

    private func pick(_ scanned: ScannedArguments) throws(ArgumentError) -> PickArguments {
        let query = scanned.positionals.isEmpty ? nil : try Self.query(scanned.positionals, year: nil).text
        return PickArguments(
            query: query, source: try Self.source(scanned), json: scanned.flags.contains(.json),
            arrangement: try Self.arrangement(scanned))
    }

    /// `movies interactive [options]`, or `movies [options]`.
    private func interactive(_ scanned: ScannedArguments) throws(ArgumentError) -> CLICommand {
        try scanned.rejectPositionals()
        var interactive = InteractiveArguments(source: try Self.source(scanned))
        interactive.images = try scanned.value(.images, as: ImageProtocol.self)
        interactive.arrangement = try Self.arrangement(scanned)
        switch try scanned.flag(among: .line, .fullScreen) {
        case CommandOption.line?: interactive.display = .line
        case CommandOption.fullScreen?: interactive.display = .fullScreen
        default: interactive.display = .automatic
        }
        return .interactive(interactive)
    }
}
