import MoviesDomain

/// Turns the words after `movies` into a `CLICommand`, or a `UsageError` saying what is wrong.
/// Written by hand: the surface is small and the project takes no packages.
struct CommandLineParser: Sendable {
    /// The most pages one `--pages` asks for: each is a request, sent at once.
    static let maxPageCount = 20
    /// Words that ask for help wherever they appear before `--`.
    static let helpFlags: Set<String> = ["--help", "-h"]

    func parse(_ arguments: [String]) throws(UsageError) -> CLICommand {
        guard let first = arguments.first else { return .interactive(SourceArguments()) }
        let rest = arguments.dropFirst()
        switch first {
        case "--help", "-h":
            return .help(.general)
        case "--version":
            guard rest.isEmpty else { throw UsageError(message: "--version takes no arguments", topic: .general) }
            return .version
        case "help":
            return try parseHelp(rest)
        default:
            break
        }
        guard let topic = CommandTopic(command: first) else {
            if first.hasPrefix("-") { return try parseInteractive(arguments[...]) }
            throw UsageError(message: "unknown command \(ArgumentText.quoted(first))", topic: .general)
        }
        if Self.asksForHelp(rest) { return .help(topic) }
        switch topic {
        case .search: return .search(try parseSearch(rest))
        case .show: return .show(try parseShow(rest))
        case .recent: return .recent(try parseRecent(rest))
        case .cache: return try parseCache(rest)
        case .interactive, .general: return try parseInteractive(rest)
        }
    }

    // MARK: - Commands

    private func parseHelp(_ arguments: ArraySlice<String>) throws(UsageError) -> CLICommand {
        guard let word = arguments.first else { return .help(.general) }
        guard arguments.count == 1, let topic = CommandTopic(command: word) else {
            throw UsageError(message: "no help for \(ArgumentText.quoted(word))", topic: .general)
        }
        return .help(topic)
    }

    private func parseSearch(_ arguments: ArraySlice<String>) throws(UsageError) -> SearchArguments {
        let scanned = try ScannedArguments(
            arguments,
            valueOptions: ["--page", "--pages", "--year", "--language", "--source"],
            flagOptions: ["--include-adult", "--refresh", "--offline", "--json"],
            topic: .search)
        guard !scanned.positionals.isEmpty else { throw UsageError(message: "search needs a query", topic: .search) }
        let year = try scanned.values["--year"].map { (value) throws(UsageError) in
            try Self.integer(value, option: "--year", topic: .search)
        }
        let query = try Self.query(scanned.positionals, year: year)
        let page = try scanned.values["--page"].map { (value) throws(UsageError) in
            try Self.integer(value, option: "--page", in: MovieSearchRequest.pageRange, topic: .search)
        }
        let pageCount = try scanned.values["--pages"].map { (value) throws(UsageError) in
            try Self.integer(value, option: "--pages", in: 1...Self.maxPageCount, topic: .search)
        }
        let request = MovieSearchRequest(
            query: query,
            page: page ?? 1,
            pageCount: pageCount ?? 1,
            options: MovieSearchOptions(
                language: try scanned.values["--language"].map { (value) throws(UsageError) in
                    try Self.language(value)
                },
                includeAdult: scanned.flags.contains("--include-adult")))
        guard (try? request.pages) != nil else {
            let last = MovieSearchRequest.pageRange.upperBound
            throw UsageError(message: "--page plus --pages must stay within page \(last)", topic: .search)
        }
        return SearchArguments(
            request: request, source: try Self.source(scanned, topic: .search), json: scanned.flags.contains("--json"))
    }

    private func parseShow(_ arguments: ArraySlice<String>) throws(UsageError) -> ShowArguments {
        let scanned = try ScannedArguments(
            arguments,
            valueOptions: ["--source", "--poster", "--poster-width"],
            flagOptions: ["--json", "--refresh", "--offline"],
            topic: .show)
        guard let word = scanned.positionals.first else {
            throw UsageError(message: "show needs a movie id", topic: .show)
        }
        guard scanned.positionals.count == 1 else {
            throw UsageError(message: "show takes one movie id, not \(scanned.positionals.count) words", topic: .show)
        }
        guard let id = Self.positiveInteger(word) else {
            throw UsageError(message: "a movie id is a positive number, not \(ArgumentText.quoted(word))", topic: .show)
        }
        var show = ShowArguments(
            id: id, source: try Self.source(scanned, topic: .show), json: scanned.flags.contains("--json"))
        if let file = scanned.values["--poster"] {
            guard !file.isEmpty else { throw UsageError(message: "--poster needs a file name", topic: .show) }
            show.posterFile = file
        }
        if let width = scanned.values["--poster-width"] {
            guard show.posterFile != nil else {
                throw UsageError(message: "--poster-width goes with --poster FILE", topic: .show)
            }
            show.posterWidth = try Self.integer(
                width, option: "--poster-width", in: ShowArguments.posterWidths, topic: .show)
        }
        return show
    }

    private func parseRecent(_ arguments: ArraySlice<String>) throws(UsageError) -> RecentArguments {
        let scanned = try ScannedArguments(
            arguments, valueOptions: [], flagOptions: ["--json", "--clear"], topic: .recent)
        try Self.rejectPositionals(scanned, topic: .recent)
        return RecentArguments(json: scanned.flags.contains("--json"), clear: scanned.flags.contains("--clear"))
    }

    private func parseCache(_ arguments: ArraySlice<String>) throws(UsageError) -> CLICommand {
        guard let action = arguments.first else {
            throw UsageError(message: "cache needs an action: info or clear", topic: .cache)
        }
        switch action {
        case "info":
            let scanned = try ScannedArguments(
                arguments.dropFirst(), valueOptions: [], flagOptions: ["--json"], topic: .cache)
            try Self.rejectPositionals(scanned, topic: .cache)
            return .cacheInfo(json: scanned.flags.contains("--json"))
        case "clear":
            let scanned = try ScannedArguments(arguments.dropFirst(), valueOptions: [], flagOptions: [], topic: .cache)
            try Self.rejectPositionals(scanned, topic: .cache)
            return .cacheClear
        default:
            throw UsageError(
                message: "unknown cache action \(ArgumentText.quoted(action)) (info or clear)", topic: .cache)
        }
    }

    private func parseInteractive(_ arguments: ArraySlice<String>) throws(UsageError) -> CLICommand {
        let scanned = try ScannedArguments(
            arguments, valueOptions: ["--source"], flagOptions: ["--refresh", "--offline"], topic: .interactive)
        try Self.rejectPositionals(scanned, topic: .interactive)
        return .interactive(try Self.source(scanned, topic: .interactive))
    }
}

// MARK: - Values

extension CommandLineParser {
    fileprivate static func asksForHelp(_ arguments: ArraySlice<String>) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if helpFlags.contains(argument) { return true }
        }
        return false
    }

    fileprivate static func rejectPositionals(_ scanned: ScannedArguments, topic: CommandTopic) throws(UsageError) {
        guard let word = scanned.positionals.first else { return }
        throw UsageError(message: "unexpected argument \(ArgumentText.quoted(word))", topic: topic)
    }

    /// The query the words make, by `MovieQuery`'s rules; a control character anywhere in the
    /// words is refused before they are joined, since joining would fold tabs and newlines away.
    fileprivate static func query(_ words: [String], year: Int?) throws(UsageError) -> MovieQuery {
        let text = words.joined(separator: " ")
        do throws(MovieQueryError) {
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw .controlCharacters
            }
            return try MovieQuery(text: text, year: year)
        } catch {
            throw UsageError(message: error.message, topic: .search)
        }
    }

    fileprivate static func integer(
        _ value: String, option: String, in range: ClosedRange<Int>? = nil, topic: CommandTopic
    ) throws(UsageError) -> Int {
        guard let number = signedInteger(value) else {
            throw UsageError(message: "\(option) needs a whole number, not \(ArgumentText.quoted(value))", topic: topic)
        }
        if let range, !range.contains(number) {
            throw UsageError(
                message: "\(option) must be from \(range.lowerBound) to \(range.upperBound), not \(number)",
                topic: topic)
        }
        return number
    }

    /// Decimal digits with an optional minus sign; no `+`, spaces or underscores.
    fileprivate static func signedInteger(_ value: String) -> Int? {
        let digits = value.hasPrefix("-") ? value.dropFirst() : value[...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(value)
    }

    fileprivate static func positiveInteger(_ value: String) -> Int? {
        guard let number = signedInteger(value), number > 0 else { return nil }
        return number
    }

    /// `xx` or `xx-XX`: an ISO 639-1 language, optionally with an ISO 3166-1 region.
    fileprivate static func language(_ value: String) throws(UsageError) -> String {
        let bytes = Array(value.utf8)
        let isLower = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        let valid =
            (bytes.count == 2 || bytes.count == 5) && bytes.prefix(2).allSatisfy(isLower)
            && (bytes.count == 2 || (bytes[2] == UInt8(ascii: "-") && bytes.suffix(2).allSatisfy(isUpper)))
        guard valid else {
            throw UsageError(
                message: "--language must look like en or en-US, not \(ArgumentText.quoted(value))", topic: .search)
        }
        return value
    }

    fileprivate static func source(_ scanned: ScannedArguments, topic: CommandTopic) throws(UsageError)
        -> SourceArguments
    {
        var source = SourceArguments()
        if let value = scanned.values["--source"] {
            guard let kind = MoviesSourceKind(rawValue: value) else {
                throw UsageError(
                    message: "--source must be tmdb or catalog, not \(ArgumentText.quoted(value))", topic: topic)
            }
            source.source = kind
        }
        switch (scanned.flags.contains("--refresh"), scanned.flags.contains("--offline")) {
        case (true, true):
            throw UsageError(message: "--refresh and --offline cannot be used together", topic: topic)
        case (true, false): source.networkMode = .refresh
        case (false, true): source.networkMode = .offline
        case (false, false): source.networkMode = .normal
        }
        return source
    }
}
