import MoviesDomain
import TerminalImages

// MARK: - What a command chose beside its search: the region, the genres, the posters

extension CommandRunner {
    /// The country the details screens are for: `--region`, else the configuration's, else the locale's.
    func region(_ app: AppDIContainer, _ source: SourceArguments) -> MovieRegion? {
        (try? app.configuration())?.region(asked: source.region, environment: environment)
    }

    /// How posters are drawn: `asked` (`--images`), else the `images` setting, else what the
    /// terminal answers.
    func posterDisplay(_ app: AppDIContainer, asked: ImageProtocol?) -> PosterDisplay {
        PosterDisplay.detect(
            asked: asked ?? (try? app.configuration())?.images, environment: environment, terminal: terminal)
    }

    /// Refuses genres the scene's source does not have, naming those it has.
    static func check(_ genres: Set<Genre>, of scene: MoviesSceneDIContainer.Dependencies) throws(AppSetupFailure) {
        let missing = Genre.allCases.filter { genres.contains($0) && !scene.genres.contains($0) }
        guard let first = missing.first else { return }
        let source = scene.sourceOption == .catalog ? "the offline catalog" : "this source"
        let names = scene.genres.map(\.optionValue).joined(separator: ", ")
        throw AppSetupFailure(message: "\(source) has no genre \(first.optionValue); its genres are \(names)")
    }
}
