import CommandLineKit
import MoviesDomain

/// Turns the words after `movies` into a `CLICommand`, or a `UsageError` saying what is wrong.
/// Written by hand: the surface is small and the project takes no packages. Which options each
/// command takes is read from `Subcommand`, the table the help is made from.
struct CommandLineParser: Sendable {
    /// The pages `--page` accepts: TMDB's (the offline sources serve fewer). The composition
    /// root's repositories say the same (`CommandLineParserTests` holds the two together).
    static let pages = 1...500
    /// The results a page holds, whichever source answers: what `--limit` counts pages by.
    static let resultsPerPage = 20
    /// The most pages one `--pages` asks for: each is a request, sent at once.
    static let maxPageCount = MovieSearchRequest.maxPageCount
    /// The most results `--limit` shows: as many as the most pages one search fetches hold.
    static let maxLimit = maxPageCount * resultsPerPage
    /// Words that ask for help wherever they appear before `--`.
    static let helpFlags: Set<String> = ["--help", "-h"]
    /// Words that ask for the version as the first argument.
    static let versionWords: Set<String> = ["--version", "-v", "version"]

    func parse(_ arguments: [String]) throws(UsageError) -> CLICommand {
        guard let first = arguments.first else { return .interactive(InteractiveArguments()) }
        let rest = arguments.dropFirst()
        if Self.helpFlags.contains(first) { return .help(.general) }
        if Self.versionWords.contains(first) {
            guard rest.isEmpty else { throw UsageError(message: "\(first) takes no arguments", topic: .general) }
            return .version
        }
        if first == "help" { return try parseHelp(rest) }
        guard let topic = Subcommand(command: first) else {
            if first.hasPrefix("-") { return try parseInteractive(arguments[...], topLevel: true) }
            throw Self.unknownCommand(first)
        }
        if Self.asksForHelp(rest) { return .help(topic) }
        switch topic {
        case .search: return .search(try parseSearch(rest))
        case .show: return .show(try parseShow(rest))
        case .recent: return .recent(try parseRecent(rest))
        case .cache: return try parseCache(rest)
        case .config: return .config(try parseConfig(rest))
        case .completion: return try parseCompletion(rest)
        case .interactive, .general: return try parseInteractive(rest, topLevel: false)
        }
    }

    // MARK: - Commands

    private func parseHelp(_ arguments: ArraySlice<String>) throws(UsageError) -> CLICommand {
        guard let word = arguments.first else { return .help(.general) }
        if word == "--man" {
            guard arguments.count == 1 else { throw UsageError(message: "--man takes no arguments", topic: .general) }
            return .manPage
        }
        guard arguments.count == 1, let topic = Subcommand(command: word) else {
            var message = "no help for \(ArgumentText.quoted(word))"
            if let suggestion = Suggestion.closest(to: word, among: Subcommand.commands.map(\.rawValue)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message: message, topic: .general)
        }
        return .help(topic)
    }

    private func parseSearch(_ arguments: ArraySlice<String>) throws(UsageError) -> SearchArguments {
        let scanned = try ScannedArguments(arguments, options: Subcommand.search.options, topic: .search)
        guard !scanned.positionals.isEmpty else { throw UsageError(message: "search needs a query", topic: .search) }
        let year = try scanned.values[.year].map { (value) throws(UsageError) in
            try Self.integer(value, option: .year, topic: .search)
        }
        let query = try Self.query(scanned.positionals, year: year)
        let page = try scanned.values[.page].map { (value) throws(UsageError) in
            try Self.integer(value, option: .page, in: Self.pages, topic: .search)
        }
        let pageCount = try scanned.values[.pages].map { (value) throws(UsageError) in
            try Self.integer(value, option: .pages, in: 1...Self.maxPageCount, topic: .search)
        }
        let limit = try scanned.values[.limit].map { (value) throws(UsageError) in
            try Self.integer(value, option: .limit, in: 1...Self.maxLimit, topic: .search)
        }
        let request = MovieSearchRequest(
            query: query,
            page: page ?? 1,
            // A limit fetches the pages it takes, unless --pages says how many.
            pageCount: pageCount ?? limit.map { ($0 + Self.resultsPerPage - 1) / Self.resultsPerPage } ?? 1,
            options: MovieSearchOptions(
                language: try scanned.values[.language].map { (value) throws(UsageError) in
                    try Self.language(value)
                },
                includeAdult: scanned.flags.contains(.includeAdult)))
        guard request.page + request.pageCount - 1 <= Self.pages.upperBound else {
            throw UsageError(
                message: "--page plus --pages must stay within page \(Self.pages.upperBound)", topic: .search)
        }
        let format = try Self.format(scanned, topic: .search)
        guard format == .text || !scanned.flags.contains(.noHeader) else {
            throw UsageError(message: "--no-header goes with text output, not \(format.rawValue)", topic: .search)
        }
        return SearchArguments(
            request: request, source: try Self.source(scanned, topic: .search), format: format, limit: limit,
            header: !scanned.flags.contains(.noHeader))
    }

    private func parseShow(_ arguments: ArraySlice<String>) throws(UsageError) -> ShowArguments {
        let scanned = try ScannedArguments(arguments, options: Subcommand.show.options, topic: .show)
        guard let word = scanned.positionals.first else {
            throw UsageError(message: "show needs a movie id", topic: .show)
        }
        guard scanned.positionals.count == 1 else {
            throw UsageError(message: "show takes one movie id, not \(scanned.positionals.count) words", topic: .show)
        }
        guard let id = Movie.ID(parsing: word) else {
            throw UsageError(
                message: "a movie id is a number (TMDB) or c and a number (offline catalog), "
                    + "not \(ArgumentText.quoted(word))", topic: .show)
        }
        var source = try Self.source(scanned, topic: .show)
        let idSource = SourceOption(idPrefix: id.prefix)
        switch (source.source, idSource) {
        case (.tmdb, .catalog):
            throw UsageError(message: "\(id) is an offline catalog id, which --source tmdb cannot show", topic: .show)
        case (.catalog, .tmdb):
            throw UsageError(
                message: "\(id) is a TMDB id; offline catalog ids start with c, as in c\(id.number)", topic: .show)
        default:
            // The id says where the movie is.
            source.source = idSource
        }
        var show = ShowArguments(id: id, source: source, format: try Self.format(scanned, topic: .show))
        show.images = try Self.images(scanned, topic: .show)
        if let file = scanned.values[.poster] {
            guard !file.isEmpty else { throw UsageError(message: "--poster needs a file name", topic: .show) }
            show.posterFile = file
            guard !show.drawsPoster || show.format == .text else {
                throw UsageError(message: "--poster - draws on the terminal, with text output only", topic: .show)
            }
        }
        if let width = scanned.values[.posterWidth] {
            guard show.posterFile != nil else {
                throw UsageError(message: "--poster-width goes with --poster FILE or --poster -", topic: .show)
            }
            show.posterWidth = try Self.integer(
                width, option: .posterWidth, in: ShowArguments.posterWidths, topic: .show)
        }
        return show
    }

    private func parseRecent(_ arguments: ArraySlice<String>) throws(UsageError) -> RecentArguments {
        let scanned = try ScannedArguments(arguments, options: Subcommand.recent.options, topic: .recent)
        try Self.rejectPositionals(scanned, topic: .recent)
        return RecentArguments(format: try Self.format(scanned, topic: .recent), clear: scanned.flags.contains(.clear))
    }

    private func parseCache(_ arguments: ArraySlice<String>) throws(UsageError) -> CLICommand {
        let actions = ["info", "clear"]
        guard let action = arguments.first else {
            throw UsageError(message: "cache needs an action: info or clear", topic: .cache)
        }
        guard let form = actions.firstIndex(of: action) else {
            var message = "unknown cache action \(ArgumentText.quoted(action)) (info or clear)"
            if let suggestion = Suggestion.closest(to: action, among: actions) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message: message, topic: .cache)
        }
        let scanned = try ScannedArguments(
            arguments.dropFirst(), options: Subcommand.cache.forms[form].options, topic: .cache)
        try Self.rejectPositionals(scanned, topic: .cache)
        return action == "info" ? .cacheInfo(json: scanned.flags.contains(.json)) : .cacheClear
    }

    private func parseCompletion(_ arguments: ArraySlice<String>) throws(UsageError) -> CLICommand {
        let scanned = try ScannedArguments(arguments, options: [], topic: .completion)
        let shells = Shell.allCases.map(\.rawValue)
        guard let name = scanned.positionals.first else {
            throw UsageError(message: "completion needs a shell: \(shells.joined(separator: ", "))", topic: .completion)
        }
        guard let shell = Shell(rawValue: name) else {
            var message = "no completion for \(ArgumentText.quoted(name)) (\(shells.joined(separator: ", ")))"
            if let suggestion = Suggestion.closest(to: name, among: shells) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message: message, topic: .completion)
        }
        if let extra = scanned.positionals.dropFirst().first {
            throw UsageError(message: "unexpected argument \(ArgumentText.quoted(extra))", topic: .completion)
        }
        return .completion(shell)
    }

    /// `movies interactive [options]`, or `movies [options]` (`topLevel`), where `--version`
    /// is a word to suggest too.
    private func parseInteractive(_ arguments: ArraySlice<String>, topLevel: Bool) throws(UsageError) -> CLICommand {
        let scanned = try ScannedArguments(
            arguments, options: Subcommand.interactive.options, topic: topLevel ? .general : .interactive,
            alsoKnown: topLevel ? ["--help", "--version"] : ["--help"])
        try Self.rejectPositionals(scanned, topic: .interactive)
        var interactive = InteractiveArguments(source: try Self.source(scanned, topic: .interactive))
        interactive.images = try Self.images(scanned, topic: .interactive)
        switch (scanned.flags.contains(.line), scanned.flags.contains(.fullScreen)) {
        case (true, true):
            throw UsageError(message: "--line and --full-screen cannot be used together", topic: .interactive)
        case (true, false): interactive.display = .line
        case (false, true): interactive.display = .fullScreen
        case (false, false): interactive.display = .automatic
        }
        return .interactive(interactive)
    }

    /// "unknown command", with the closest command when one is close; the pointer then names
    /// that command's help.
    private static func unknownCommand(_ word: String) -> UsageError {
        guard let suggestion = Suggestion.closest(to: word, among: Subcommand.commandWords) else {
            return UsageError(message: "unknown command \(ArgumentText.quoted(word))", topic: .general)
        }
        return UsageError(
            message: "unknown command \(ArgumentText.quoted(word)); did you mean '\(suggestion)'?",
            topic: Subcommand(command: suggestion) ?? .general)
    }
}
