import MoviesDomain
import MoviesPresentation

/// The movies scene as a command or a view receives it: the flow coordinator, the router it
/// shows its screens on, and what the views say of the scene's source. Views talk to these and
/// to the view models the screens hold, never to the DI container or a use case.
@MainActor
struct MoviesSceneFlow {
    /// Holds the screens the coordinator shows; the views read the one on top.
    let router: TerminalRouter
    /// Enters the flow at a deep link (`start(at:)`).
    let coordinator: MoviesSearchFlowCoordinator
    /// Which `--source` the scene answers for: views say so (`catalog` in JSON, the source's name
    /// after a text summary).
    let sourceOption: SourceOption
    /// A genre's number in `--json`'s `genre_ids`, as the composition root says.
    let genreID: @Sendable (Genre) -> Int
    /// The `language` setting, which refines a search or a list that names no `--language`.
    let language: String?
    /// The region lists are asked for (TMDB's code), as the run chose; `nil`: the source's default.
    let region: String?
    /// The genres the source's movies carry, which `--genre` (and the `f` field) may name.
    let genres: [Genre]

    /// Why `asked` cannot be asked of this source (`--genre science-fiction` of the catalog,
    /// which has six), naming the genres it has; `nil` when it has every one asked.
    func genreProblem(_ asked: Set<Genre>) -> String? {
        guard let first = Genre.allCases.first(where: { asked.contains($0) && !genres.contains($0) }) else {
            return nil
        }
        let source = sourceOption == .catalog ? "the offline catalog" : "this source"
        return "\(source) has no genre \(first.optionValue); its genres are "
            + genres.map(\.optionValue).joined(separator: ", ")
    }
}
