import MoviesDomain
import ResponseCacheInterface
import TerminalKit

/// The options every command that fetches movies shares.
struct SourceArguments: Sendable, Hashable {
    /// `--source`; `nil` lets the configuration choose (TMDB when credentials are set).
    var source: SourceOption?
    /// `--refresh` / `--offline`: how the response cache answers.
    var cacheMode: ResponseCacheMode = .normal
    /// `--verbose`: a failure is explained in full, with what TMDB or libcurl said.
    var verbose = false
    /// `--region`, upper-cased: the country a details screen is for; `nil` lets the configuration choose.
    var region: String?
    /// `--color`: when text output is coloured; `nil` lets the environment and the settings choose.
    var color: ColorChoice?
}

extension SourceArguments {
    /// Why `text` cannot be `--region`, `MOVIES_REGION` or the `region` setting, or `nil` when it can.
    static func regionProblem(_ text: String) -> String? {
        MovieRegion(code: text) == nil ? CommandOption.regionRule : nil
    }
}
