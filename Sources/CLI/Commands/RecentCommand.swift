import MoviesPresentation

/// `movies recent`: enters the movies flow at the recent-queries deep link and prints that
/// screen; with `--clear`, has that screen forget the queries instead.
@MainActor
struct RecentCommand {
    let arguments: RecentArguments
    let flow: MoviesSceneFlow
    let output: CommandOutput

    func run() async -> ExitStatus {
        let router = flow.router
        await flow.coordinator.start(at: .recentQueries)
        guard case .moviesQueryList(let queries) = router.top else { return output.unexpectedScreen(router.top) }
        if arguments.clear {
            await queries.clear()
            if let error = queries.error { return output.failure(error) }
            output.print(arguments.format == .json ? MoviesJSONView.recent([]).serialized() + "\n" : "")
            return .success
        }
        if let error = queries.error { return output.failure(error) }
        switch arguments.format {
        case .json: output.print(MoviesJSONView.recent(queries.items.map(\.query)).serialized() + "\n")
        case .tsv: output.print(MoviesTSVView.recent(queries.items.map(\.query)))
        case .text: output.print(MoviesQueryListTextView(traits: output.traits).render(queries, numbered: false))
        }
        return .success
    }
}
