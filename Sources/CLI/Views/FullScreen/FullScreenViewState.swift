import MoviesDomain
import MoviesPresentation
import Observation
import TerminalKit

/// What the full screen keeps of its own beside the view models, observable like them (SwiftUI
/// keeps the same in a view's `@State`): a frame is computed from both.
@MainActor @Observable
final class FullScreenViewState {
    /// Where the keys go.
    enum Focus: Sendable, Hashable {
        /// The search field: typing searches.
        case searchField
        /// The results list: the arrows move the selection.
        case results
    }

    var focus = Focus.searchField
    /// Whether Enter on a result chooses it and ends the session (`movies pick`).
    var picking = false
    /// Whether Tab marks results, to pick several (`movies pick --multi`, as fzf's `-m`).
    var picksSeveral = false
    /// The results Tab marked, in the order they were marked (`picksSeveral`).
    var marked: [MoviesListItemViewModel] = []
    var field = SearchFieldText()
    /// The selected result (an index into the list's items) and the first one shown.
    var results = ListSelection()
    /// The recent query the arrows chose; `nil` while none is (Enter searches the field's text).
    var suggestionRow: Int?
    /// How far the details are scrolled.
    var details = ScrollPosition()
    /// A line for the status bar: a notice from below.
    var notice: String?
    /// What the last key did ("Poster saved to …", "No poster saved: …"): shown over an older
    /// error, until the next key.
    var answer: String?
    /// What the screen itself waits for (a poster being saved), shown with the spinner.
    var busy: String?
    /// The sort and filters being typed (`f` on the results), as on the command line; `nil`
    /// while the field is closed.
    var filters: SearchFieldText?
    /// Whether the keys are shown over the screen (`?`; `?`, Esc or q closes them).
    var showsKeys = false
    /// How far the keys shown over the screen are scrolled.
    var keys = ScrollPosition()
    /// The poster drawn for the details on top, once drawn.
    var poster: PosterInView?
    /// Why a movie's poster could not be drawn (one line), said where it would be.
    var posterProblem: (movieID: Movie.ID, reason: String)?
    /// Turns the spinner while something loads.
    var spinnerPhase = 0
    var size: TerminalSize

    init(size: TerminalSize) {
        self.size = size
    }
}
