import CommandLineKit
import MoviesDomain
import MoviesPresentation
import TerminalKit

/// `movies popular`, `movies discover`, `movies person NAME`, …: enters the movies flow at a
/// list deep link, waits for the list, and prints the results screen as `movies search` does.
struct ListCommand: Command {
    /// The command that asked for the list, as messages name it.
    var command: Subcommand
    /// The list, with the pages wanted (`--page`, and those `--limit` takes).
    var request: MovieListRequest
    var source: SourceArguments
    /// `--color`, among the options of where the movies come from.
    var color: ColorChoice? { source.color }
    var format: OutputFormat = .text
    /// `--limit`: the most results shown; `nil` shows every result of the page.
    var limit: Int?
    /// `false` with `--no-header`: text without its summary line and column headings.
    var header = true
    /// `--json FIELDS`: the fields printed of each result; `nil` prints the whole document.
    var jsonFields: [String]?

    /// Whether only TMDB has the list: the offline catalog answers popular, top rated and
    /// discover alone (`CatalogMoviesRepository`'s lists).
    var needsTMDB: Bool {
        switch request.list {
        case .popular, .topRated, .discover: false
        case .upcoming, .nowPlaying, .trending, .similar, .person: true
        }
    }

    /// The forms of the list `command` names: its words and the options it takes.
    static func forms(_ command: Subcommand) -> [CommandForm] {
        let words: [Subcommand: String] = [
            .similar: "similar <id>", .person: "person <name words...>",
        ]
        let output: [CommandOption] = [.jsonFields, .format, .noHeader, .verbose]
        let list = [CommandOption.page, .limit, .language] + Subcommand.sourceOptions + output
        let own: [CommandOption] =
            command == .discover ? Subcommand.arrangementOptions : command == .trending ? [.day, .week] : []
        // The lists TMDB asks for by country.
        let region: [CommandOption] = [.trending, .similar, .person].contains(command) ? [] : [.region]
        return [CommandForm(words: words[command] ?? command.rawValue, options: own + region + list)]
    }

    init(
        command: Subcommand, request: MovieListRequest, source: SourceArguments, format: OutputFormat = .text,
        limit: Int? = nil, header: Bool = true
    ) {
        self.command = command
        self.request = request
        self.source = source
        self.format = format
        self.limit = limit
        self.header = header
    }

    /// The list `topic` names (`popular`, `top-rated`, `upcoming`, `now-playing`, `trending
    /// [--day|--week]`, `discover [filters]`, `similar ID`, `person NAME`), as the words after it
    /// ask for it, with search's output options.
    init(_ topic: Subcommand, _ scanned: ScannedArguments) throws(ArgumentError) {
        let list = try Self.movieList(topic, scanned)
        let page = try scanned.number(.page) ?? 1
        let limit = try scanned.number(.limit)
        // A limit fetches the pages it takes.
        let pageCount = try CommandLineParser.pageCount(scanned, from: page)
        let format = try CommandLineParser.format(scanned)
        self.init(
            command: topic,
            request: MovieListRequest(
                list: list, page: page, pageCount: pageCount, language: try scanned.value(.language)),
            source: try CommandLineParser.source(scanned), format: format, limit: limit,
            header: !scanned.flags.contains(.noHeader))
        let credits = topic == .person ? MoviesJSONView.creditFields : []
        jsonFields = try CommandLineParser.jsonFields(scanned, among: MoviesJSONView.resultFields + credits)
    }

    private static func movieList(_ topic: Subcommand, _ scanned: ScannedArguments) throws(ArgumentError) -> MovieList {
        if topic != .similar, topic != .person { try scanned.rejectPositionals() }
        switch topic {
        case .topRated: return .topRated
        case .upcoming: return .upcoming
        case .nowPlaying: return .nowPlaying
        case .trending: return .trending(try scanned.flag(among: .day, .week) == .day ? .day : .week)
        case .discover: return .discover(try CommandLineParser.arrangement(scanned))
        case .similar:
            guard scanned.positionals.count == 1,
                let id = Movie.ID(parsing: ShowCommand.pastedID(scanned.positionals[0]))
            else {
                throw ArgumentError("similar needs one TMDB movie id, such as 550")
            }
            guard id.prefix.isEmpty else {
                let kind = id.isIMDb ? "an IMDb id (movies show \(id) says its TMDB id)" : "an offline catalog id"
                throw ArgumentError("\(id) is \(kind); similar movies need a TMDB id, such as 550")
            }
            return .similar(id)
        case .person:
            guard !scanned.positionals.isEmpty else { throw ArgumentError("person needs a name") }
            return .person(name: try CommandLineParser.query(scanned.positionals, year: nil).text)
        default: return .popular
        }
    }

    /// A list without a query. The lists only TMDB has are asked of TMDB whatever the settings
    /// choose; without credentials, or with `--source catalog`, they say so in one line, exit 1
    /// (`--source tmdb` without credentials is a usage error, as for every command).
    @MainActor func run(in context: CommandContext) async -> ExitStatus {
        var source = self.source
        if needsTMDB, let configuration = try? context.app.configuration() {
            let needs = "\(command.rawValue) needs TMDB"
            if (source.source ?? configuration.source) == .catalog {
                // With credentials set, what stands in the way is the catalog chosen, not them.
                guard configuration.tmdb != nil else {
                    return Self.fail(
                        context, "\(needs), not the offline catalog: set \(EnvironmentVariable.tmdbCredentials)")
                }
                let instead = source.source == .catalog ? "leave out --source catalog" : "add --source tmdb"
                return Self.fail(context, "\(needs), not the offline catalog: \(instead)")
            }
            // `--source tmdb` without credentials is a bad setting (status 2), as for every command.
            if configuration.tmdb == nil, source.source != .tmdb {
                return Self.fail(context, "\(needs): set \(EnvironmentVariable.tmdbCredentials)")
            }
            source.source = .tmdb
        }
        var genres: Set<Genre> = []
        if case .discover(let arrangement) = request.list { genres = arrangement.genres }
        let choices = MoviesSceneChoices(
            arrangement: nil, region: context.region(source), fetchesSeveralPages: false, language: nil)
        return await context.withScene(source, choices: choices, genres: genres, about: command) { flow, output in
            await list(flow: flow, output: output)
        }
    }

    @MainActor private static func fail(_ context: CommandContext, _ message: String) -> ExitStatus {
        context.console.err("movies: " + message)
        return .failure
    }

    @MainActor private func list(flow: MoviesSceneFlow, output: CommandOutput) async -> ExitStatus {
        let (router, coordinator) = (flow.router, flow.coordinator)
        var request = request
        request.language = request.language ?? flow.language
        request.region = flow.region
        var list = await output.spinner.whileWaiting("Fetching…") {
            await coordinator.start(browsing: request)
        }
        let asked = asksWhichPerson(in: list, of: request, output: output)
        switch await choosePerson(in: list, of: request, output: output) {
        case .first: break
        case .other(let index):
            guard case .person(let name, _) = request.list else { break }
            request.list = .person(name: name, choice: index)
            let chosen = request
            list = await output.spinner.whileWaiting("Fetching…") { await coordinator.start(browsing: chosen) }
        case .noneChosen:
            let count = list.otherPeople.count + 1
            return output.failure(
                "no one chosen: \(PersonChoice.answersAllowed) answers were not a number from 1 to \(count)")
        }
        // Whose films these are; who else the name found, unless the question just listed them.
        if format != .json, let person = list.person {
            output.notice(Self.personText(person, others: asked ? [] : list.otherPeople))
        }
        if format != .json, let window = list.windowText { output.notice(window) }
        // A person's films not found is about the person, as the source says, not "no such movie".
        if case .person = request.list, case .moviesList(let shown) = router.top, let error = shown.error,
            case .movies(.notFound(let said)) = error.cause, !said.isEmpty
        {
            return output.failure(said)
        }
        var printing = ResultsPrinting(
            format: format, limit: limit, header: header, firstPage: request.page,
            pageCount: request.pageCount, jsonFields: jsonFields)
        if case .person = list.list {
            printing.rowTitle = { [list] in MoviesListTextView.title($0, in: list) }
            printing.jsonRowMembers = { [list] in MoviesJSONView.creditMembers(list, $0) }
        }
        printing.jsonMembers = MoviesJSONView.listMembers(list)
        return SearchCommand.print(router.top, printing, flow: flow, output: output)
    }

    /// `Tom Hanks (Acting); also found: Tom Hanks Jr., …`: whose films these are, and who else the
    /// name found (`movies person` takes the first unless asked at a terminal; a longer name
    /// chooses another).
    static func personText(_ person: Person, others: [Person]) -> String {
        let known = person.knownFor.map { " (\($0))" } ?? ""
        let names = others.prefix(3).map(\.name) + (others.count > 3 ? ["…"] : [])
        return "\(person.name)\(known)" + (names.isEmpty ? "" : "; also found: " + names.joined(separator: ", "))
    }
}
