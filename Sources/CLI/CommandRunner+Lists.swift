import MoviesDomain

// MARK: - Lists without a query

extension CommandRunner {
    /// A list without a query. The lists only TMDB has are asked of TMDB whatever the settings
    /// choose; without credentials, or with `--source catalog`, they say so in one line, exit 1.
    func list(_ app: AppDIContainer, _ arguments: ListArguments) async -> ExitStatus {
        var source = arguments.source
        if arguments.needsTMDB, let configuration = try? app.configuration() {
            let needs = "\(arguments.command.rawValue) needs TMDB"
            if (source.source ?? configuration.source) == .catalog {
                // With credentials set, what stands in the way is the catalog chosen, not them.
                guard configuration.tmdb != nil else {
                    return fail("\(needs), not the offline catalog: set \(EnvironmentVariable.tmdbCredentials)")
                }
                let instead = source.source == .catalog ? "leave out --source catalog" : "add --source tmdb"
                return fail("\(needs), not the offline catalog: \(instead)")
            }
            if configuration.tmdb == nil { return fail("\(needs): set \(EnvironmentVariable.tmdbCredentials)") }
            source.source = .tmdb
        }
        var genres: Set<Genre> = []
        if case .discover(let arrangement) = arguments.request.list { genres = arrangement.genres }
        let choices = MoviesSceneChoices(
            arrangement: nil, region: region(app, source), fetchesSeveralPages: false)
        return await withScene(app, source, choices: choices, genres: genres) { flow, output in
            await ListCommand(arguments: arguments, flow: flow, output: output).run()
        }
    }

    private func fail(_ message: String) -> ExitStatus {
        console.err("movies: " + message)
        return .failure
    }
}
