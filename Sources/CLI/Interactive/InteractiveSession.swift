import MoviesDomain
import MoviesPresentation
import TerminalKit

/// The line flow: the movies search coordinator driven line by line through a `TerminalRouter`,
/// each line an input to the screen on top, rendered after it; the same on a terminal and piped.
/// Recent queries, the first screen: words search, a number runs that query (`b` has nothing to
/// go back to). Results: `n` next page, a number opens its movie, `s` the next order, `/words`
/// searches (a query it refuses is said, the results kept), `b` recent queries; with no movie
/// shown (none found, a failure, a refused query) words search too. Details: `b` back. Anywhere: `q` or the input's end quits (status 0).
@MainActor
final class InteractiveSession {
    /// The coordinator (kept for the session's length: the screens' view models call back into
    /// it) and the router it shows the screens on.
    private let flow: MoviesSceneFlow
    private let output: CommandOutput
    private let input: any LineReading
    private var router: TerminalRouter { flow.router }
    /// The rows of the results rendered last, and the pages they came from.
    private var shownRows: (rows: Range<Int>, pages: ClosedRange<Int>) = (0..<0, 1...1)

    init(flow: MoviesSceneFlow, output: CommandOutput, input: any LineReading) {
        self.flow = flow
        self.output = output
        self.input = input
    }

    func run() async -> ExitStatus {
        await flow.coordinator.start(at: .recentQueries)
        var next = Rendering.screen
        while true {
            render(next)
            output.print("> ")
            guard let line = await input.nextLine() else {
                output.print("\n")
                return input.failure.map { output.failure("cannot read standard input: \($0)") } ?? .success
            }
            if !output.traits.stdinIsTerminal { output.print(TerminalSanitizer.sanitized(line) + "\n") }
            let command = line.trimmingWhitespace()
            if command == "q" { return .success }
            next = await handle(command)
        }
    }

    /// What to render after an input.
    private enum Rendering {
        /// The screen on top, as it is.
        case screen
        /// The results, all of them from the first (a new search).
        case newResults
        /// The rows the last page added.
        case nextPage
        /// Only the hint line: the input changed nothing.
        case hint(String?)
    }

    private func handle(_ command: String) async -> Rendering {
        if command.isEmpty { return .hint(nil) }
        switch router.top {
        case .moviesQueryList(let queries):
            // A number beyond the list is a search: "1917" and "2012" are films.
            if let number = Int(command), queries.items.indices.contains(number - 1) {
                _ = await waiting { await queries.select(at: number - 1) }
                return .newResults
            }
            // The first screen: the results it came back from are forward, not back.
            if command == "b" { return .hint("This is the first screen: type words to search, or q to quit.") }
            return await search(command.hasPrefix("/") ? String(command.dropFirst()) : command)
        case .moviesList(let list) where list.items.isEmpty && !Self.isArrangedAway(list) && command != "b":
            // No row to open, page or sort: words search, as where the last query was typed.
            return await search(command.hasPrefix("/") ? String(command.dropFirst()) : command)
        case .moviesList(let list):
            if command == "n" {
                guard list.hasMorePages else { return .hint("There is no next page.") }
                await waiting { await list.loadNextPage() }
                return .nextPage
            }
            // A number too large for an Int is still a number, on no list.
            if Int(command) != nil || command.allSatisfy({ ("0"..."9").contains($0) }) {
                guard let number = Int(command), await waiting({ await list.selectItem(at: number - 1) }) else {
                    return .hint("There is no movie \(command) on the list.")
                }
                return .screen
            }
            if command.hasPrefix("/") { return await search(String(command.dropFirst())) }
            if command == "s" {
                // A new search in the next order: every row again, numbered in it.
                await waiting { await list.showNextSort() }
                return .newResults
            }
            if command == "b" {
                await list.showQuerySuggestions()
                return .screen
            }
            return .hint("Type " + Self.keys(on: list).map(\.typed).joined(separator: ", ") + " or q.")
        case .movieDetails(let details):
            guard command == "b" else { return .hint("Type b to go back, or q to quit.") }
            details.close()
            return .screen
        case nil:
            return .hint(nil)
        }
    }

    private func search(_ text: String) async -> Rendering {
        guard let list = rootList else { return .hint(nil) }
        // A query the search refuses (empty, control characters) over results is said, and the
        // results stay with their keys: the next number still opens one of them.
        if case .moviesList(let shown) = router.top, !shown.items.isEmpty {
            do throws(MovieQueryError) {
                _ = try MovieQuery(text: text)
            } catch {
                _ = output.failure(ErrorViewModel(error))
                return .hint("Type " + Self.keys(on: shown).map(\.typed).joined(separator: ", ") + " or q.")
            }
        }
        await waiting { await list.search(text) }
        return .newResults
    }

    private var rootList: MoviesListViewModel? { router.stack.screens.first?.moviesList }

    private func waiting<Result>(_ work: () async -> Result) async -> Result {
        await output.spinner.whileWaiting("Loading…", work)
    }
}

// MARK: - Rendering

extension InteractiveSession {
    private func render(_ rendering: Rendering) {
        if case .hint(let message) = rendering {
            if let message { output.print(message + "\n") }
            return
        }
        switch router.top {
        case .moviesQueryList(let queries):
            if let error = queries.error { _ = output.failure(error) }
            output.print(MoviesQueryListTextView(traits: output.traits).render(queries, numbered: true))
            hint("Type words to search, a number to repeat a recent search, or q to quit.")
        case .moviesList(let list):
            renderResults(list, rendering)
        case .movieDetails(let details):
            if let error = details.error { _ = output.failure(error) }
            output.print(MovieDetailsTextView(traits: output.traits).render(details))
            hint("b back · q quit")
        case nil:
            break
        }
    }

    private func renderResults(_ list: MoviesListViewModel, _ rendering: Rendering) {
        switch rendering {
        case .newResults:
            shownRows = (0..<list.items.count, 1...max(1, list.currentPage))
        case .nextPage where shownRows.rows.upperBound < list.items.count:
            shownRows = (shownRows.rows.upperBound..<list.items.count, list.currentPage...list.currentPage)
        default:
            // Back from the details, or a next page that failed: the same rows again.
            shownRows.rows = shownRows.rows.clamped(to: 0..<list.items.count)
        }
        if let error = list.error { _ = output.failure(error) }
        if case .newResults = rendering, let arranged = list.arrangementText { hint(arranged) }
        if list.error == nil || !list.items.isEmpty {
            output.print(
                MoviesListTextView(traits: output.traits, source: flow.sourceOption).render(
                    list, rows: shownRows.rows, pages: shownRows.pages, numbered: true))
        }
        hint((Self.keys(on: list).map(\.hint) + ["q quit"]).joined(separator: " · "))
    }

    /// What may be typed on the results, `q` aside, as a reminder names it and as the hint line
    /// offers it: the next page, a movie's number, another order only when there are such; with
    /// no movie shown, words, unless the order or filters left out every movie loaded (a rating
    /// sort's vote floor): then the next page and the next order still are.
    private static func keys(on list: MoviesListViewModel) -> [(typed: String, hint: String)] {
        if list.items.isEmpty, !isArrangedAway(list) { return [("words", "words new search"), ("b", "b back")] }
        var keys: [(typed: String, hint: String)] = []
        if list.hasMorePages { keys.append(("n", "n next page")) }
        if !list.items.isEmpty { keys.append(("a number", "number for details")) }
        if list.items.count > 1 || list.items.isEmpty { keys.append(("s", "s sort")) }
        return keys + [("/words", "/words new search"), ("b", "b back")]
    }

    /// Whether the list shows nothing only because its order or filters left out the movies the
    /// source found.
    private static func isArrangedAway(_ list: MoviesListViewModel) -> Bool {
        list.items.isEmpty && list.error == nil && list.totalResults > 0 && list.arrangement?.arranges == true
    }

    private func hint(_ text: String) {
        output.print(TextStyle(usesColor: output.traits.usesColor).apply(.dim, text) + "\n")
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
