import MoviesDomain
import Observation

/// The details screen (the iOS sample's `MovieDetailsViewModel`): what is known of the movie at
/// once (the list's row, when it came from there), then its full details and its poster.
@MainActor @Observable
public final class MovieDetailsViewModel {
    // MARK: - Outputs

    /// The movie this screen shows.
    public let movieID: Movie.ID
    /// The full details, once loaded.
    public private(set) var details: MovieDetails?
    /// The story around them (credits, trailer, where to watch), once loaded; only with a
    /// story use case.
    public private(set) var story: MovieStory?
    /// The region the story is asked for: its certification, its release and where to watch.
    public let region: MovieRegion
    /// The language the story is asked in (`de-DE`); `nil`: the source's default.
    public let language: String?
    /// Whether the details are being fetched.
    public private(set) var isLoading = false
    /// Why the details could not be loaded; what was known before stays shown.
    public private(set) var error: ErrorViewModel?
    /// The poster's bytes (JPEG or PNG, as the server sent them), once loaded.
    public private(set) var posterImage: [UInt8]?
    /// The width the poster was asked for; the server answers in its nearest size.
    public private(set) var posterWidth: Int?
    /// Why the poster could not be loaded. The details stand without it.
    public private(set) var posterError: ErrorViewModel?
    /// Where the poster can be seen, once `loadPosterURL(width:)` found it: what a screen that
    /// cannot show the image (a terminal) shows instead.
    public private(set) var posterURL: String?
    /// The file `savePoster(to:width:)` last saved the poster as, once it did.
    public private(set) var savedPosterFile: String?
    /// Why `savePoster(to:width:)` could not write its file, as the system said it, naming the
    /// file ("cannot write poster.jpg: Permission denied"). A poster that could not be fetched
    /// is a `posterError` instead.
    public private(set) var posterSaveFailure: String?

    // MARK: - State

    /// The list's copy of the movie until the details arrive.
    private var preview: Movie?
    @ObservationIgnored private let fetchMovieDetailsUseCase: any FetchMovieDetailsUseCase
    @ObservationIgnored private let fetchMovieStoryUseCase: (any FetchMovieStoryUseCase)?
    @ObservationIgnored private let fetchPosterImageUseCase: any FetchPosterImageUseCase
    @ObservationIgnored private let fetchPosterURLUseCase: any FetchPosterURLUseCase
    @ObservationIgnored private let savePosterUseCase: any SavePosterUseCase
    @ObservationIgnored let actions: MovieDetailsViewModelActions

    /// `movie` is what the caller already knows (a search result), shown until the details
    /// arrive; `posterWidth`, when set, makes `load()` fetch the poster at that width too;
    /// `actions` are the coordinator's, for leaving the screen. With `fetchMovieStoryUseCase`,
    /// `load()` fetches the story for `region` in `language` (details included) instead of the
    /// details alone.
    public init(
        movieID: Movie.ID,
        movie: Movie? = nil,
        posterWidth: Int? = nil,
        region: MovieRegion = .unitedStates,
        language: String? = nil,
        fetchMovieDetailsUseCase: any FetchMovieDetailsUseCase,
        fetchMovieStoryUseCase: (any FetchMovieStoryUseCase)? = nil,
        fetchPosterImageUseCase: any FetchPosterImageUseCase,
        fetchPosterURLUseCase: any FetchPosterURLUseCase,
        savePosterUseCase: any SavePosterUseCase,
        actions: MovieDetailsViewModelActions = MovieDetailsViewModelActions()
    ) {
        self.movieID = movieID
        self.preview = movie
        self.posterWidth = posterWidth
        self.region = region
        self.language = language
        self.fetchMovieDetailsUseCase = fetchMovieDetailsUseCase
        self.fetchMovieStoryUseCase = fetchMovieStoryUseCase
        self.fetchPosterImageUseCase = fetchPosterImageUseCase
        self.fetchPosterURLUseCase = fetchPosterURLUseCase
        self.savePosterUseCase = savePosterUseCase
        self.actions = actions
    }
}

// MARK: - Texts

extension MovieDetailsViewModel {
    private var movie: Movie? { details?.movie ?? preview }

    /// The title, or "Movie 550" while nothing is known.
    public var title: String { movie?.title ?? "Movie \(movieID)" }
    /// The title in the film's original language, once known.
    public var originalTitle: String? { movie?.originalTitle }
    /// "1979-05-25" (or as much of it as is known), or `MovieFormatting.toBeAnnounced`; the
    /// region's own release when the story has one on another day, saying which: "1999-11-11
    /// (DE, theatrical)" (the same day needs no saying).
    public var releaseText: String {
        guard let release = story?.release, release.date != movie?.releaseDate else {
            return MovieFormatting.releaseDate(movie?.releaseDate)
        }
        return "\(MovieFormatting.releaseDate(release.date)) (\(release.region), \(release.kind.rawValue))"
    }
    /// "1h 57m"; `nil` when unknown.
    public var runtimeText: String? { MovieFormatting.runtime(minutes: details?.runtime) }
    /// The genres' names; empty until the details arrive.
    public var genres: [String] { details?.genres.map(\.name) ?? [] }
    /// "Horror, Science Fiction"; `""` when none is known.
    public var genresText: String { genres.joined(separator: ", ") }
    /// "8.1", or `MovieFormatting.notRated`.
    public var ratingText: String {
        movie.map { MovieFormatting.rating($0.voteAverage, voteCount: $0.voteCount) } ?? MovieFormatting.notRated
    }
    /// How many votes the rating averages; 0 while unknown.
    public var voteCount: Int { movie?.voteCount ?? 0 }
    /// "143,853 votes", "1 vote"; `nil` when nobody voted (or the movie is not known yet).
    public var votesText: String? {
        voteCount > 0 ? (voteCount == 1 ? "1 vote" : "\(MovieFormatting.grouped(voteCount)) votes") : nil
    }
    /// A summary of the plot; `""` when unknown.
    public var overview: String { movie?.overview ?? "" }
    /// `nil` when the movie has none (TMDB sends `""` as often as `null`).
    public var tagline: String? { details?.tagline.flatMap { $0.isEmpty ? nil : $0 } }
    /// TMDB's production status ("Released", "In Production", …).
    public var status: String? { details?.status.flatMap { $0.isEmpty ? nil : $0 } }
    /// TMDB's path of the poster; `nil` when the movie has none (or is not known yet).
    public var posterPath: String? { movie?.posterPath }
    /// The film's page on the web (TMDB's), when its source has one.
    public var webPageURL: String? { movie?.webPageURL }
}

// MARK: - Inputs

extension MovieDetailsViewModel {
    /// Loads the details (with the story, when the screen has a story use case), then the poster
    /// when a width was given at creation.
    public func load() async {
        isLoading = true
        do throws(MoviesError) {
            if let fetchMovieStoryUseCase {
                let story = try await fetchMovieStoryUseCase.execute(id: movieID, region: region, language: language)
                (details, self.story) = (story.details, story)
            } else {
                details = try await fetchMovieDetailsUseCase.execute(id: movieID, language: language)
            }
            error = nil
        } catch {
            self.error = ErrorViewModel(error)
        }
        isLoading = false
        if let posterWidth, details != nil { await loadPoster(width: posterWidth) }
    }

    /// The screen shows again (a screen over it left): details whose last load failed are
    /// loaded again, as `load()` does; details that loaded, or are loading, are not fetched again.
    public func loadAgainIfFailed() async {
        guard error != nil, !isLoading else { return }
        await load()
    }

    /// Loads the poster in the size nearest to `width` pixels; does nothing for a movie without
    /// a poster.
    public func loadPoster(width: Int) async {
        posterWidth = width
        guard let posterPath else { return }
        do throws(MoviesError) {
            posterImage = try await fetchPosterImageUseCase.execute(path: posterPath, width: width)
            posterError = nil
        } catch {
            posterError = ErrorViewModel(poster: error)
        }
    }

    /// Leaves the screen (back, Esc): the coordinator takes it off the navigation stack.
    public func close() {
        actions.close()
    }

    /// Finds where the poster at `width` pixels can be seen (`posterURL`); does nothing for a
    /// movie without a poster. A failure is a poster error.
    public func loadPosterURL(width: Int) async {
        guard let posterPath else { return }
        do throws(MoviesError) {
            posterURL = try await fetchPosterURLUseCase.execute(path: posterPath, width: width)
        } catch {
            posterError = ErrorViewModel(poster: error)
        }
    }

    /// `Poster saved to fc.jpg`, once the poster is saved; `nil` before.
    public var savedPosterText: String? { savedPosterFile.map { "Poster saved to \($0)" } }

    /// Saves the poster, in the size nearest to `width` pixels, as the file at `path`. Where it
    /// went is `savedPosterFile`; why the file could not be written, `posterSaveFailure`; why the
    /// poster could not be fetched, `posterError`. Does nothing for a movie without a poster.
    public func savePoster(to path: String, width: Int) async {
        savedPosterFile = nil
        posterSaveFailure = nil
        guard let posterPath else { return }
        do throws(MoviesError) {
            try await savePosterUseCase.execute(path: posterPath, width: width, to: path)
            savedPosterFile = path
            posterError = nil
        } catch .storage(let message) {
            // Fetching a poster stores nothing: local storage failing is the file failing.
            posterSaveFailure = message
        } catch {
            posterError = ErrorViewModel(poster: error)
        }
    }
}
