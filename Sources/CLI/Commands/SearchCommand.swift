import MoviesDomain
import MoviesPresentation

/// `movies search`: enters the movies flow at a search deep link, waits for its results, and
/// prints the list screen as text or JSON.
@MainActor
struct SearchCommand {
    let arguments: SearchArguments
    let flow: MoviesSceneFlow
    let output: CommandOutput

    func run() async -> ExitStatus {
        var request = arguments.request
        // The language setting refines a search that names no --language.
        if request.options.language == nil { request.options.language = flow.language }
        await output.spinner.whileWaiting("Searching…") {
            await flow.coordinator.start(
                at: .search(
                    query: request.query.text, year: request.query.year, options: request.options,
                    page: request.page, pageCount: request.pageCount))
        }
        let printing = ResultsPrinting(
            format: arguments.format, limit: arguments.limit, header: arguments.header, firstPage: request.page,
            pageCount: request.pageCount, typedYear: request.query.year != nil)
        return Self.print(flow.router.top, printing, flow: flow, output: output)
    }

    /// Prints the results screen `top` (its error, else its notices and rows) as `printing` asks.
    static func print(
        _ top: Screen?, _ printing: ResultsPrinting, flow: MoviesSceneFlow, output: CommandOutput
    ) -> ExitStatus {
        guard case .moviesList(let list) = top else { return output.unexpectedScreen(top) }
        if let error = list.error { return output.failure(error) }
        if printing.format != .json, list.arrangement != nil, let arranged = list.arrangementText {
            output.notice(arranged)
        }
        // A year read from the words is said on stderr.
        if list.hasSearchNotes, !printing.typedYear, let year = list.searchedYearText { output.notice(year) }
        if let omitted = list.omittedText { output.notice(omitted) }
        if list.hasSearchNotes { notes(list, printing, output: output) }
        let rows = 0..<min(list.items.count, printing.limit ?? .max)
        switch printing.format {
        case .json:
            output.print(
                MoviesJSONView.search(
                    list, firstPage: printing.firstPage, rows: rows, source: flow.sourceOption, genreID: flow.genreID,
                    members: printing.jsonMembers, rowMembers: printing.jsonRowMembers
                )
                .serialized()
                    + "\n")
        case .tsv:
            // Nothing but results on stdout: a search that shows none says why on stderr.
            if list.items.isEmpty { output.notice(list.emptyText(page: printing.firstPage)) }
            if list.hasSearchNotes, let hint = CoverageHint.text(list) { output.notice(hint) }
            output.print(MoviesTSVView.movies(list.items[rows]))
        case .text:
            // Pages past the last one come back empty: name only those that can hold results.
            let lastAsked = printing.firstPage + printing.pageCount - 1
            let pages = printing.firstPage...max(printing.firstPage, min(lastAsked, list.totalPageCount))
            output.print(
                MoviesListTextView(traits: output.traits, source: flow.sourceOption).render(
                    list, rows: rows, pages: pages, numbered: false, header: printing.header, title: printing.rowTitle))
        }
        return .success
    }

    /// A correction (and what the catalog holds, when it found little) is said on stderr when
    /// stdout holds only results (TSV, text without its header; JSON has them as fields).
    private static func notes(_ list: MoviesListViewModel, _ printing: ResultsPrinting, output: CommandOutput) {
        if printing.format == .tsv || (printing.format == .text && !printing.header),
            let correction = list.correctionText
        {
            output.notice(correction)
        }
        if printing.format == .text && !printing.header, let hint = CoverageHint.text(list) { output.notice(hint) }
    }
}
