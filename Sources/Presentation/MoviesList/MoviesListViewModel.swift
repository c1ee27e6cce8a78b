import MoviesDomain
import Observation

/// The search screen (the iOS sample's `MoviesListViewModel`): a query, its pages of results, the
/// way to the details and the suggestions. Every input that loads returns once it settled, and
/// only the latest load counts: a superseded or cancelled one changes nothing.
@MainActor @Observable
public final class MoviesListViewModel {
    // MARK: - Outputs

    /// The movies of every page loaded so far, in page order, as the source arranged them.
    public internal(set) var items: [MoviesListItemViewModel] = []
    /// How the search shown asked for its results to be sorted and filtered (`--sort`,
    /// `--year 1979-1985`, `--genre`, …), `nil` when it did not; the searches typed next ask the
    /// same (`arrange(_:)`).
    public internal(set) var arrangement: MovieArrangement?
    /// What is loading now: a new search (`fullScreen`), one more page (`nextPage`), or nothing.
    public internal(set) var loading: MoviesListLoading = .none
    /// The text of the search shown (normalised), `""` before the first search and after a
    /// refused one.
    public internal(set) var query = ""
    /// The last failure, until the next load starts. What was shown before it stays shown.
    public internal(set) var error: ErrorViewModel?

    // The outputs below are read from the pages shown: one source of truth.

    /// The highest page loaded, 0 before any.
    public var currentPage: Int { pages.last?.page ?? 0 }
    /// The search's page count, as its source counts them.
    public var totalPageCount: Int { pages.last?.totalPages ?? 0 }
    /// How many movies the search found in all.
    public var totalResults: Int { pages.last?.totalResults ?? 0 }
    /// Where the highest page loaded came from (a cached copy, TMDB, the offline catalog).
    public var source: MoviesPageSource? { pages.last?.source }
    /// Whether the source read the query otherwise than typed, or holds less than TMDB: the
    /// sentences saying so (`correctionText`, `searchedYearText`, `coverageText`) have something
    /// to say only then.
    public var hasSearchNotes: Bool { pages.last?.notes?.searchedAs != nil || source?.coverage != nil }
    /// Why results the source sent were left out (their data was invalid), one phrase each.
    public var omittedResults: [String] { pages.flatMap { $0.notes?.omittedResults ?? [] } }

    /// The screen's title.
    public let screenTitle = "Movies"
    /// What the search field says while empty: what it searches, "movies in TMDB" when the
    /// composition root named the source, else "movies".
    public var searchPrompt: String { sourceName.map { "movies in \($0)" } ?? "movies" }
    /// What the screen says when a search found nothing.
    public let emptyDataTitle = "No movies found"

    /// Whether a page after `currentPage` exists.
    public var hasMorePages: Bool { pages.last?.hasNextPage ?? false }

    /// Whether a search finished and found nothing: the empty state, not an idle screen.
    public var isEmpty: Bool { loading == .none && error == nil && !pages.isEmpty && items.isEmpty }

    // MARK: - State

    @ObservationIgnored let searchMoviesUseCase: any SearchMoviesUseCase
    @ObservationIgnored var defaultOptions: MovieSearchOptions
    @ObservationIgnored let actions: MoviesListViewModelActions
    /// The source searched, as people call it ("TMDB"), from the composition root.
    @ObservationIgnored let sourceName: String?
    var pages: [MoviesPage] = []
    @ObservationIgnored var request: MovieSearchRequest?
    @ObservationIgnored let loads = CancellingLoadRunner()
    /// What the screen shows instead of a search's results (`show(_:)`), `nil` for a search.
    @ObservationIgnored public internal(set) var feed: (any MoviesListFeed)?
    /// Bumped by every load and by `cancel()`: a result tagged with an older value is stale.
    @ObservationIgnored var generation = 0

    /// `defaultOptions` refine every search that names none: the chosen suggestions, the text
    /// typed at a prompt (a CLI passes its `--language`, its `--sort` and filters, … here);
    /// `sourceName` is what the search field says it searches (`searchPrompt`).
    public init(
        searchMoviesUseCase: any SearchMoviesUseCase, defaultOptions: MovieSearchOptions = .init(),
        actions: MoviesListViewModelActions = .init(), sourceName: String? = nil
    ) {
        self.searchMoviesUseCase = searchMoviesUseCase
        self.defaultOptions = defaultOptions
        self.sourceName = sourceName
        self.arrangement = defaultOptions.arrangement
        self.actions = actions
    }
}

// MARK: - Inputs

extension MoviesListViewModel {
    /// Searches `text` (and `year`), `pageCount` pages from `page` on, with `options` (else the
    /// defaults), closing the suggestions first; an invalid text shows an error, and no rows. A
    /// search run as the user types (`remembering: false`) joins the recents only once chosen
    /// (`rememberQuery()`).
    public func search(
        _ text: String, year: Int? = nil, options: MovieSearchOptions? = nil, page: Int = 1, pageCount: Int = 1,
        remembering: Bool = true
    ) async {
        let query: MovieQuery
        do {
            query = try MovieQuery(text: text, year: year)
        } catch {
            // Nothing of an earlier search stays under the error: its rows, a load in flight, or
            // its request, which a next page or another order (`showNextSort()`) would run again.
            actions.closeMovieQueriesSuggestions()
            loads.cancel()
            (generation, loading) = (generation + 1, .none)
            (request, feed, self.query) = (nil, nil, "")
            show([])
            self.error = ErrorViewModel(error)
            return
        }
        await search(
            MovieSearchRequest(
                query: query, page: page, pageCount: pageCount, options: options ?? defaultOptions,
                remembersQuery: remembering))
    }

    /// Searches `request` anew, cancelling the search in flight; a cached page shows first.
    public func search(_ request: MovieSearchRequest) async {
        actions.closeMovieQueriesSuggestions()
        let generation = startLoading(.fullScreen)
        (self.request, feed) = (request, nil)
        query = request.query.text
        arrangement = request.options.arrangement
        show([])
        let useCase = searchMoviesUseCase
        await loads.run { [weak self] in
            do throws(MoviesError) {
                let pages = try await useCase.execute(request) { @MainActor [weak self] page in
                    self?.receive([page], generation: generation, finished: false)
                }
                self?.receive(pages, generation: generation, finished: true)
            } catch {
                self?.fail(error, generation: generation)
            }
        }
    }
}

// MARK: - Loading

extension MoviesListViewModel {
    /// Starts a load's state; the load itself, run by `loads`, cancels the one in flight.
    func startLoading(_ kind: MoviesListLoading) -> Int {
        generation += 1
        loading = kind
        error = nil
        return generation
    }

    func receive(_ received: [MoviesPage], generation: Int, finished: Bool) {
        guard generation == self.generation else { return }
        var byNumber = Dictionary(pages.map { ($0.page, $0) }, uniquingKeysWith: { $1 })
        for page in received { byNumber[page.page] = page }
        show(byNumber.values.sorted { $0.page < $1.page })
        if finished { loading = .none }
    }

    func fail(_ failure: MoviesError, generation: Int) {
        guard generation == self.generation else { return }
        // A cancelled load was cancelled on purpose (a new search, `cancel()`): not a failure.
        if failure != .cancelled { error = ErrorViewModel(listing: failure) }
        loading = .none
    }

    func show(_ newPages: [MoviesPage]) {
        pages = newPages
        items = newPages.flatMap(\.movies).map(MoviesListItemViewModel.init(movie:))
    }
}
