import MoviesDomain

// MARK: - movies show

extension CommandRunner {
    /// One movie's details, over the source its id names; `--poster -` draws the poster as the
    /// terminal can.
    func show(_ app: AppDIContainer, _ arguments: ShowArguments) async -> ExitStatus {
        let id = arguments.id
        let missingCredentials =
            "\(id) is a TMDB id, and showing it needs \(EnvironmentVariable.tmdbCredentials) "
            + "(offline catalog ids start with c, as in c\(id.number))"
        let choices = MoviesSceneChoices(
            arrangement: nil, region: region(app, arguments.source), fetchesSeveralPages: false)
        return await withScene(app, arguments.source, missingCredentials: missingCredentials, choices: choices) {
            flow, output in
            let display = arguments.drawsPoster ? posterDisplay(app, asked: arguments.images) : nil
            return await ShowCommand(arguments: arguments, flow: flow, output: output, posterDisplay: display).run()
        }
    }
}
