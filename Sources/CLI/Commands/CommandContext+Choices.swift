import MoviesDomain
import TerminalImages

extension CommandContext {
    // MARK: - What a command chose beside its search: the region, the posters

    /// The country the details screens are for: `--region`, else the configuration's, else the locale's.
    func region(_ source: SourceArguments) -> MovieRegion? {
        (try? app.configuration())?.region(asked: source.region, environment: environment)
    }

    /// How posters are drawn: `asked` (`--images`), else the `images` setting, else what the
    /// terminal answers.
    func posterDisplay(asked: ImageProtocol?) -> PosterDisplay {
        PosterDisplay.detect(
            asked: asked ?? (try? app.configuration())?.images, environment: environment, terminal: terminal)
    }
}
