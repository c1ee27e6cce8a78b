import CommandLineKit
import MoviesPresentation
import TerminalKit

extension ShowCommand {
    /// What `--web` and `--trailer` open instead of printing the details.
    enum Page: Sendable, Hashable {
        /// The movie's page on TMDB's web site.
        case web
        /// The movie's trailer.
        case trailer
    }

    /// The page `--web` or `--trailer` asks for, one at a time, and only where the details would
    /// have been printed as text (`--json`, `--format` and `--poster` print or save something else).
    static func page(_ scanned: ScannedArguments, format: OutputFormat, poster: String?) throws(ArgumentError)
        -> Page?
    {
        let (web, trailer) = (scanned.flags.contains(.web), scanned.flags.contains(.trailer))
        guard web || trailer else { return nil }
        guard !(web && trailer) else { throw ArgumentError("--web and --trailer open one page at a time") }
        guard format == .text, poster == nil else {
            throw ArgumentError(
                "\(web ? "--web" : "--trailer") opens a page instead of printing the details: "
                    + "it goes without --json, --format and --poster")
        }
        return web ? .web : .trailer
    }

    /// Opens `page` of the movie `details` shows with the desktop's opener, as the full screen's
    /// `o` does (`DesktopLink`), saying so on stderr; without a desktop or an opener, the address
    /// is printed on stdout, for the user to open (or a script to read). A movie without that
    /// page (the catalog's have no web page, some films no trailer) fails in one line.
    @MainActor func open(
        _ page: Page, of details: MovieDetailsViewModel, output: CommandOutput, environment: [String: String]
    ) -> ExitStatus {
        let title = TerminalSanitizer.sanitized(details.title)
        let address = (page == .web ? details.webPageURL : details.trailerURL).map(TerminalSanitizer.sanitized)
        guard let address, MovieDetailsFacts.isLink(address) else {
            let offline = details.webPageURL == nil ? " (offline catalog)" : ""
            return output.failure("\(title) has no \(page == .web ? "web page" : "trailer")\(offline)")
        }
        let outcome = DesktopLink.open(address, environment: environment)
        switch outcome {
        case .opening, .stillOpening:
            output.notice(DesktopLink.sentence(outcome, address: address))
        case .failed:
            output.notice(DesktopLink.sentence(outcome, address: address))
            output.print(address + "\n")
        case .noDesktop:
            output.print(address + "\n")
        }
        return .success
    }
}
