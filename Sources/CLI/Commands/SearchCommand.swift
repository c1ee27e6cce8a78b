import CommandLineKit
import MoviesDomain
import MoviesPresentation
import TerminalKit

/// `movies search <query words...> [options]`: enters the movies flow at a search deep link,
/// waits for its results, and prints the list screen as text, TSV or JSON.
struct SearchCommand: Command {
    /// The query, its pages and its options (the sort and filters among them).
    var request: MovieSearchRequest
    var source: SourceArguments
    /// `--color`, among the options of where the movies come from.
    var color: ColorChoice? { source.color }
    var format: OutputFormat = .text
    /// `--limit`: the most results shown; `nil` shows every result of the pages fetched.
    var limit: Int?
    /// `false` with `--no-header`: text without its summary line and column headings.
    var header = true
    /// `--json FIELDS`: the fields printed of each result; `nil` prints the whole document.
    var jsonFields: [String]?

    /// The command's form: its words and the options it takes.
    static let forms = [
        CommandForm(
            words: "search <query words...>",
            options: [.page, .pages, .limit, .year, .sort, .genre, .minRating, .minVotes, .language, .includeAdult]
                + Subcommand.sourceOptions + [.jsonFields, .format, .noHeader, .verbose])
    ]

    init(request: MovieSearchRequest, source: SourceArguments, format: OutputFormat = .text, limit: Int? = nil) {
        self.request = request
        self.source = source
        self.format = format
        self.limit = limit
    }

    /// The search the words after `search` ask for: the query and the options, checked.
    init(_ scanned: ScannedArguments) throws(ArgumentError) {
        typealias Parser = CommandLineParser
        guard !scanned.positionals.isEmpty else { throw ArgumentError("search needs a query") }
        // The sort and filters travel in the request; one year is the query's, as recents keep it.
        let asksArrangement = Subcommand.arrangementOptions.contains { scanned.values[$0] != nil }
        var arrangement = asksArrangement ? try Parser.arrangement(scanned) : nil
        let query = try Parser.query(scanned.positionals, year: arrangement?.year)
        if arrangement?.year != nil { arrangement?.years = nil }
        // What asks nothing of the results (one year, now the query's) is no arrangement.
        if arrangement?.arranges == false { arrangement = nil }
        let page = try scanned.number(.page) ?? 1
        let limit = try scanned.number(.limit)
        let request = MovieSearchRequest(
            query: query, page: page, pageCount: try Parser.pageCount(scanned, from: page),
            options: MovieSearchOptions(
                language: try scanned.value(.language), includeAdult: scanned.flags.contains(.includeAdult),
                arrangement: arrangement))
        let format = try Parser.format(scanned)
        self.init(request: request, source: try Parser.source(scanned), format: format, limit: limit)
        header = !scanned.flags.contains(.noHeader)
        jsonFields = try Parser.jsonFields(scanned, among: MoviesJSONView.resultFields)
    }

    @MainActor func run(in context: CommandContext) async -> ExitStatus {
        let choices = MoviesSceneChoices(
            arrangement: nil, region: nil, fetchesSeveralPages: request.pageCount > 1, language: nil)
        let genres = request.options.arrangement?.genres ?? []
        return await context.withScene(source, choices: choices, genres: genres, about: .search) { flow, output in
            await search(flow: flow, output: output)
        }
    }

    @MainActor private func search(flow: MoviesSceneFlow, output: CommandOutput) async -> ExitStatus {
        var request = request
        // The language setting refines a search that names no --language.
        if request.options.language == nil { request.options.language = flow.language }
        await output.spinner.whileWaiting("Searching…") {
            await flow.coordinator.start(
                at: .search(
                    query: request.query.text, year: request.query.year, options: request.options,
                    page: request.page, pageCount: request.pageCount))
        }
        let printing = ResultsPrinting(
            format: format, limit: limit, header: header, firstPage: request.page,
            pageCount: request.pageCount, typedYear: request.query.year != nil, jsonFields: jsonFields)
        return Self.print(flow.router.top, printing, flow: flow, output: output)
    }

    /// Prints the results screen `top` (its error, else its notices and rows) as `printing` asks.
    @MainActor static func print(
        _ top: Screen?, _ printing: ResultsPrinting, flow: MoviesSceneFlow, output: CommandOutput
    ) -> ExitStatus {
        guard case .moviesList(let list) = top else { return output.unexpectedScreen(top) }
        if let error = list.error { return output.failure(error) }
        if printing.format != .json, list.arrangement != nil, let arranged = list.arrangementText {
            output.notice(arranged)
        }
        // What the source read otherwise is said once: on stderr a correction or words left out,
        // else a year read from the words; the JSON document has them as fields (`--json FIELDS`
        // not).
        let inDocument = printing.format == .json && printing.jsonFields == nil
        if list.hasSearchNotes, !inDocument {
            if let said = list.correctionText ?? (printing.typedYear ? nil : list.searchedYearText) {
                output.notice(said)
            }
        }
        if let omitted = list.omittedText { output.notice(omitted) }
        // What the source holds is no field of the document: said on stderr in every format.
        let coverage = list.hasSearchNotes ? CoverageHint.text(list) : nil
        let rows = 0..<min(list.items.count, printing.limit ?? .max)
        switch printing.format {
        case .json:
            if let coverage { output.notice(coverage) }
            let document = MoviesJSONView.search(
                list, firstPage: printing.firstPage, rows: rows, source: flow.sourceOption, genreID: flow.genreID,
                members: printing.jsonMembers, rowMembers: printing.jsonRowMembers)
            let fields = printing.jsonFields.map { MoviesJSONView.results($0, of: document) }
            output.print((fields ?? document).serialized() + "\n")
        case .tsv:
            // Nothing but results on stdout: a search that shows none says why on stderr.
            if list.items.isEmpty { output.notice(list.emptyText(page: printing.firstPage)) }
            if let coverage { output.notice(coverage) }
            output.print(MoviesTSVView.movies(list.items[rows]))
        case .text:
            // Pages past the last one come back empty: name only those that can hold results.
            let lastAsked = printing.firstPage + printing.pageCount - 1
            let pages = printing.firstPage...max(printing.firstPage, min(lastAsked, list.totalPageCount))
            if let coverage { output.notice(coverage) }
            // Without its header the text is the rows alone, as a script reads it: none, and why
            // on stderr, as TSV says it.
            if !printing.header, list.items.isEmpty {
                output.notice(list.emptyText(page: printing.firstPage))
                return .success
            }
            output.print(
                MoviesListTextView(traits: output.traits, source: flow.sourceOption).render(
                    list, rows: rows, pages: pages, numbered: false, header: printing.header, notes: false,
                    title: printing.rowTitle))
        }
        return .success
    }
}
