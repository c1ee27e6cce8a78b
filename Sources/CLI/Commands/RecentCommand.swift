import MoviesDomain
import MoviesPresentation

/// `movies recent`: enters the movies flow at the recent-queries deep link and prints that
/// screen; with `--clear`, forgets the queries instead.
@MainActor
struct RecentCommand {
    let arguments: RecentArguments
    let scene: MoviesSceneDIContainer
    let output: CommandOutput

    func run() async -> ExitStatus {
        if arguments.clear {
            do throws(MoviesError) {
                try await scene.makeClearRecentMovieQueriesUseCase().execute()
            } catch {
                return output.failure(ErrorViewModel(error))
            }
            output.print(arguments.format == .json ? MoviesJSONView.recent([]).serialized() + "\n" : "")
            return .success
        }
        let router = TerminalRouter()
        let coordinator = scene.makeMoviesSearchFlowCoordinator(router: router)
        await coordinator.start(at: .recentQueries)
        guard case .moviesQueryList(let queries) = router.top else { return output.unexpectedScreen(router.top) }
        if let error = queries.error { return output.failure(error) }
        switch arguments.format {
        case .json: output.print(MoviesJSONView.recent(queries.items.map(\.query)).serialized() + "\n")
        case .tsv: output.print(MoviesTSVView.recent(queries.items.map(\.query)))
        case .text: output.print(MoviesQueryListTextView(traits: output.traits).render(queries, numbered: false))
        }
        return .success
    }
}
