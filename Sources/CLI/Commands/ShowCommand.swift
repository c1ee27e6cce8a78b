import JPEGDecoding
import MoviesPresentation

/// `movies show`: enters the movies flow at a details deep link, prints the details screen as
/// text or JSON, and with `--poster FILE` has the screen save the movie's poster; with
/// `--poster -` draws it under the details, as `posterDisplay` says.
@MainActor
struct ShowCommand {
    let arguments: ShowArguments
    let flow: MoviesSceneFlow
    let output: CommandOutput
    var posterDisplay: PosterDisplay?

    func run() async -> ExitStatus {
        let (router, coordinator) = (flow.router, flow.coordinator)
        await output.spinner.whileWaiting("Loading…") {
            await coordinator.start(at: .movieDetails(id: arguments.id))
            guard let file = arguments.posterFile, let details = router.top?.movieDetails, details.error == nil else {
                return
            }
            if arguments.drawsPoster {
                // A picture is drawn only on a terminal: never fetched for a pipe or a file.
                guard output.traits.stdoutIsTerminal else { return }
                await details.loadPoster(width: arguments.posterWidth)
            } else {
                await details.savePoster(to: file, width: arguments.posterWidth)
            }
        }
        guard case .movieDetails(let details) = router.top else { return output.unexpectedScreen(router.top) }
        if let error = details.error {
            // The catalog's ids are the user's to mistype: say which source has no such id.
            if case .movies(.notFound) = error.cause, arguments.id.prefix == SourceOption.catalog.idPrefix {
                return output.failure("the offline catalog has no movie \(arguments.id)")
            }
            return output.failure(error)
        }
        if let file = arguments.posterFile, !arguments.drawsPoster {
            let status = posterStatus(of: details, savedTo: file)
            guard status == .success else { return status }
        }
        if let unread = details.unreadPartsText {
            let which = details.unreadParts.joined(separator: "; ")
            output.notice(output.verbose ? "\(unread): \(which)" : "\(unread) (--verbose says which)")
        }
        switch (arguments.format, details.details) {
        case (.json, let movie?):
            output.print(
                MoviesJSONView.details(movie, story: details.story, genreID: flow.genreID).serialized() + "\n")
        case (.tsv, let movie?):
            output.print(MoviesTSVView.line(MoviesListItemViewModel(movie: movie.movie)))
        default:
            let text = MovieDetailsTextView(traits: output.traits).render(details)
            output.print(text)
            guard arguments.drawsPoster else { return .success }
            guard output.traits.stdoutIsTerminal else {
                output.notice("the poster is not drawn: stdout is not a terminal (--poster FILE saves it)")
                return .success
            }
            return await drawPoster(of: details, rows: Self.posterRows(screen: output.traits.rows, text: text))
        }
        return .success
    }

    /// The most rows a poster takes: 30, and what the screen (24 rows when it does not say) has
    /// under the details' text and a prompt; when that is under 8, the screen's height less the
    /// prompt, so that the poster at least fits on the screen, the text scrolled above it.
    nonisolated static func posterRows(screen: Int?, text: String) -> Int {
        let screen = screen ?? 24
        let underText = screen - text.count { $0 == "\n" } - 1
        return max(1, min(30, underText >= 8 ? underText : screen - 1))
    }

    /// `--poster -`: the poster under the details, in the terminal's width and at most `rows` rows.
    private func drawPoster(of details: MovieDetailsViewModel, rows: Int) async -> ExitStatus {
        guard details.posterPath != nil else {
            let catalog = flow.sourceOption == .catalog ? " (the offline catalog keeps no posters)" : ""
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
            let drawing = try await display.drawing(of: bytes, columns: columns, rows: rows, movesCursor: true)
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
