import TerminalKit

// MARK: - movies interactive, movies pick

extension CommandRunner {
    /// The interactive flow: the full screen, or one command a line (`fullScreen(_:)` chooses).
    func interactive(_ app: AppDIContainer, _ arguments: InteractiveArguments) async -> ExitStatus {
        let region = region(app, arguments.source)
        guard fullScreen(arguments.display) else {
            let choices = MoviesSceneChoices(
                arrangement: arguments.arrangement, region: region, fetchesSeveralPages: false)
            return await withScene(app, arguments.source, choices: choices) { flow, output in
                // A line holds the longest query (MovieQuery.maxLength characters, 4 bytes each) and more.
                let input = StandardInputLineReader(maxLineBytes: 4 * 1024)
                return await InteractiveSession(flow: flow, output: output, input: input).run()
            }
        }
        // TMDB is asked once typing pauses; the catalog answers every key at once.
        let pause = app.usesNetwork(arguments.source) ? FullScreenSession.networkSearchPause : .zero
        // The start screen offers lists, and a movie's details its similar movies.
        let choices = MoviesSceneChoices(
            arrangement: arguments.arrangement, region: region, fetchesSeveralPages: false)
        return await withScene(app, arguments.source, choices: choices) { flow, _ in
            // The terminal is asked before the full screen reads its keys; the catalog has no posters.
            let display =
                flow.sourceOption == .catalog ? PosterDisplay.nothing : posterDisplay(app, asked: arguments.images)
            return await FullScreenSession(
                flow: flow, console: console, style: TextStyle(usesColor: app.traits.usesColor),
                searchPause: pause, display: display
            ).run()
        }
    }

    /// `movies pick`: the full screen on the terminal, the chosen movie's id on stdout.
    func pick(_ app: AppDIContainer, _ arguments: PickArguments) async -> ExitStatus {
        let pause = app.usesNetwork(arguments.source) ? FullScreenSession.networkSearchPause : .zero
        // Colour follows the terminal it draws on, not the stdout a script reads.
        let style = TextStyle(
            usesColor: arguments.source.color.usesColor(onTerminal: true, environment: environment))
        // The picker is the full screen: its start screen offers lists.
        let choices = MoviesSceneChoices(
            arrangement: arguments.arrangement, region: nil, fetchesSeveralPages: false)
        return await withScene(app, arguments.source, choices: choices) { flow, _ in
            await PickCommand(
                arguments: arguments, flow: flow, console: console, style: style, searchPause: pause
            )
            .run()
        }
    }

    /// Whether the interactive flow takes the full screen: asked for, or by default when both
    /// stdin and stdout are terminals (piped, it reads lines as it always did).
    private func fullScreen(_ display: InteractiveArguments.Display) -> Bool {
        switch display {
        case .line: false
        case .fullScreen: true
        case .automatic: terminal.isTerminal(.standardInput) && terminal.isTerminal(.standardOutput)
        }
    }
}
