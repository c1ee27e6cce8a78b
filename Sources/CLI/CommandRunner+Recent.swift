// MARK: - movies recent

extension CommandRunner {
    /// The recent queries. They need no movies: the catalog scene costs nothing and says nothing.
    func recent(_ app: AppDIContainer, _ arguments: RecentArguments) async -> ExitStatus {
        let choices = MoviesSceneChoices(
            arrangement: nil, region: nil, fetchesSeveralPages: false)
        return await withScene(app, SourceArguments(source: .catalog), choices: choices) { flow, output in
            await RecentCommand(arguments: arguments, flow: flow, output: output).run()
        }
    }
}
