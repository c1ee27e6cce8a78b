import MoviesPresentation

/// `movies show`: enters the movies flow at a details deep link, prints the details screen as
/// text or JSON, and with `--poster FILE` saves the poster the screen loaded.
@MainActor
struct ShowCommand {
    let arguments: ShowArguments
    let scene: MoviesSceneDIContainer
    let output: CommandOutput

    func run() async -> ExitStatus {
        let router = TerminalRouter()
        let coordinator = scene.makeMoviesSearchFlowCoordinator(router: router)
        await output.spinner.whileWaiting("Loading…") {
            await coordinator.start(at: .movieDetails(id: arguments.id))
        }
        guard case .movieDetails(let details) = router.top else { return output.unexpectedScreen(router.top) }
        if let error = details.error { return output.failure(error) }
        if let file = arguments.posterFile {
            let status = savePoster(of: details, to: file)
            guard status == .success else { return status }
        }
        switch (arguments.format, details.details) {
        case (.json, let movie?):
            output.print(MoviesJSONView.details(movie, source: scene.source).serialized() + "\n")
        case (.tsv, let movie?):
            output.print(MoviesTSVView.line(MoviesListItemViewModel(movie: movie.movie), source: scene.source))
        default:
            output.print(MovieDetailsTextView(traits: output.traits, source: scene.source).render(details))
        }
        return .success
    }

    private func savePoster(of details: MovieDetailsViewModel, to file: String) -> ExitStatus {
        guard details.posterPath != nil else {
            return output.failure("\(details.title) has no poster: nothing written to \(file)")
        }
        if let error = details.posterError { return output.failure(error) }
        guard let bytes = details.posterImage else { return output.failure("no poster was loaded") }
        do throws(AtomicFileWriter.Failure) {
            try AtomicFileWriter.write(bytes, to: file)
        } catch {
            return output.failure(error.message)
        }
        return .success
    }
}
