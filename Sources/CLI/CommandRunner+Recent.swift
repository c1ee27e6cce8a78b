// MARK: - movies recent

extension CommandRunner {
    /// The recent queries. They need no movies: the catalog scene costs nothing and says nothing.
    func recent(_ app: AppDIContainer, _ arguments: RecentArguments) async -> ExitStatus {
        await withScene(app, SourceArguments(source: .catalog)) { scene, output in
            await RecentCommand(arguments: arguments, scene: scene, output: output).run()
        }
    }
}
