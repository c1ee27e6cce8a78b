import JPEGDecoding
import MoviesPresentation

/// `movies show`: enters the movies flow at a details deep link, prints the details screen as
/// text or JSON, and with `--poster FILE` has the screen save the movie's poster; with
/// `--poster -` draws it under the details, as `posterDisplay` says.
@MainActor
struct ShowCommand {
    let arguments: ShowArguments
    let scene: MoviesSceneDIContainer
    let output: CommandOutput
    var posterDisplay: PosterDisplay?

    func run() async -> ExitStatus {
        let router = TerminalRouter()
        let coordinator = scene.makeMoviesSearchFlowCoordinator(router: router)
        await output.spinner.whileWaiting("Loading…") {
            await coordinator.start(at: .movieDetails(id: arguments.id))
            guard let file = arguments.posterFile, let details = router.top?.movieDetails, details.error == nil else {
                return
            }
            if arguments.drawsPoster {
                await details.loadPoster(width: arguments.posterWidth)
            } else {
                await details.savePoster(to: file, width: arguments.posterWidth)
            }
        }
        guard case .movieDetails(let details) = router.top else { return output.unexpectedScreen(router.top) }
        if let error = details.error { return output.failure(error) }
        if let file = arguments.posterFile, !arguments.drawsPoster {
            let status = posterStatus(of: details, savedTo: file)
            guard status == .success else { return status }
        }
        switch (arguments.format, details.details) {
        case (.json, let movie?):
            output.print(
                MoviesJSONView.details(movie, story: details.story, genreID: scene.genreID).serialized() + "\n")
        case (.tsv, let movie?):
            output.print(MoviesTSVView.line(MoviesListItemViewModel(movie: movie.movie)))
        default:
            output.print(MovieDetailsTextView(traits: output.traits).render(details))
        }
        return arguments.drawsPoster ? await drawPoster(of: details) : .success
    }

    /// `--poster -`: the poster under the details, in the terminal's width and at most 30 rows.
    private func drawPoster(of details: MovieDetailsViewModel) async -> ExitStatus {
        guard details.posterPath != nil else {
            let catalog = scene.sourceOption == .catalog ? " (the offline catalog keeps no posters)" : ""
            return output.failure("\(details.title) has no poster to draw\(catalog)")
        }
        if let error = details.posterError { return output.failure(error) }
        guard let bytes = details.posterImage, let display = posterDisplay else {
            return output.failure("no poster was loaded")
        }
        guard display.images != .none else {
            output.notice("the poster is not drawn: --images none")
            return .success
        }
        let columns = min(output.traits.columns, 200)
        do throws(JPEGError) {
            let drawing = try await display.drawing(of: bytes, columns: columns, rows: 30, movesCursor: true)
            output.print(drawing.printed)
            return .success
        } catch {
            return output.failure("the poster cannot be drawn: \(error.message)")
        }
    }

    /// What saving the poster as `file` came to, as the screen says it.
    private func posterStatus(of details: MovieDetailsViewModel, savedTo file: String) -> ExitStatus {
        guard details.posterPath != nil else {
            return output.failure("\(details.title) has no poster: nothing written to \(file)")
        }
        if let error = details.posterError { return output.failure(error) }
        if let failure = details.posterSaveFailure { return output.failure(failure) }
        guard details.savedPosterFile != nil else { return output.failure("no poster was loaded") }
        return .success
    }
}
