import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import TerminalImages
import TerminalKit
import Testing

@testable import MoviesCLI

/// The details screen's frames at the three sizes: its facts wrapped to the width, control
/// characters from the network disarmed, the poster's URL, and scrolling when it is longer
/// than the screen.
@MainActor
struct FullScreenDetailsFrameTests {
    static let spirited = MovieDetails(
        movie: Movie(
            id: 1, title: "千と千尋の神隠し", originalTitle: "Sen to Chihiro no \u{1B}[2Jkamikakushi",
            overview: String(repeating: "A girl wanders into a world of spirits\u{7}. ", count: 12),
            releaseDate: ReleaseDate(year: 2001, month: 7, day: 20), posterPath: "/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg",
            voteAverage: 8.5, voteCount: 16_000),
        runtime: 125, genres: [.animation, .fantasy],
        tagline: "\u{202E}The tunnel\u{202C} led Chihiro to a mysterious town.", status: "Released")

    /// The details screen pushed over the results, loaded, with its poster's URL found.
    private func details(size: TerminalSize) async -> (FullScreenScenes, FullScreenViewState) {
        let scenes = FullScreenScenes()
        await scenes.opened()
        await scenes.searched("spirited")
        await scenes.dependencies.fetchMovieDetails.respond(.success(Self.spirited), forID: 1)
        let posterPath = Self.spirited.movie.posterPath ?? ""
        await scenes.dependencies.fetchPosterURL.respond(.success("http://127.0.0.1:9/t/p/w500\(posterPath)"))
        let viewModel = MovieDetailsViewModel(
            movieID: 1, fetchMovieDetailsUseCase: scenes.dependencies.fetchMovieDetails,
            fetchPosterImageUseCase: scenes.dependencies.fetchPosterImage,
            fetchPosterURLUseCase: scenes.dependencies.fetchPosterURL,
            savePosterUseCase: scenes.dependencies.savePoster)
        scenes.router.push(.movieDetails(viewModel)) {}
        await viewModel.load()
        await viewModel.loadPosterURL(width: 500)
        let state = FullScreenScenes.state(size.columns, size.rows)
        state.field = SearchFieldText("spirited")
        return (scenes, state)
    }

    @Test(arguments: FullScreenViewTests.sizes)
    func detailsAtEverySize(size: TerminalSize) async {
        let (scenes, state) = await details(size: size)

        let frame = scenes.frame(state)
        let lines = FullScreenViewTests.expectWellFormed(frame, size)
        let text = lines.joined(separator: "\n")

        #expect(lines[1] == "千と千尋の神隠し")
        #expect(lines[2] == "The tunnel led Chihiro to a mysterious town." || size.columns < 44)
        #expect(text.contains("Original  Sen to Chihiro no [2Jkamikakushi") || size.columns < 50)
        #expect(text.contains("Released  2001-07-20"))
        #expect(text.contains("Runtime   2h 5m") || size.rows < 24)
        #expect(text.contains("Genres    Animation, Fantasy") || size.rows < 24)
        #expect(lines[size.rows - 2].hasPrefix("Esc back"))
        #expect(frame.cursor == nil, "the field has no focus on the details")
    }

    @Test func theWholeDetailsShowOnATallScreen() async {
        let (scenes, state) = await details(size: TerminalSize(columns: 200, rows: 50))

        let lines = FullScreenViewTests.expectWellFormed(scenes.frame(state), state.size)

        #expect(lines.contains("Rating    8.5 (16,000 votes)"))
        #expect(lines.contains("Poster    http://127.0.0.1:9/t/p/w500/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg (p saves it)"))
        #expect(lines.contains { $0.hasPrefix("A girl wanders into a world of spirits. A girl") })
    }

    @Test func aLongDetailsScreenScrolls() async {
        let (scenes, state) = await details(size: TerminalSize(columns: 40, rows: 10))
        let top = FullScreenViewTests.expectWellFormed(scenes.frame(state), state.size)

        state.details.top = 1_000  // past the end: the last lines fill the screen
        let bottom = FullScreenViewTests.expectWellFormed(scenes.frame(state), state.size)

        #expect(top[1] == bottom[1], "the title stays on top")
        #expect(top[2] != bottom[2])
        #expect(bottom[7].hasPrefix("spirits.") || bottom[7].hasSuffix("spirits."))
    }

    /// A drawn poster stands beside the details on a wide screen, and below them, scrolled with
    /// them, on a narrow one (here half blocks: text lines of the frame).
    @Test(arguments: [TerminalSize(columns: 80, rows: 24), .init(columns: 40, rows: 40)])
    func theDrawnPosterIsBesideOrBelowTheText(size: TerminalSize) async {
        let (scenes, state) = await details(size: size)
        let area = DetailsSection.posterArea(size)
        let fit = CellFit(width: 2, height: 3, columns: area.columns, rows: area.rows)
        let rows = (0..<fit.rows).map { _ in String(repeating: "▀", count: fit.columns) }
        state.poster = PosterInView(
            key: .init(movieID: 1, area: area), drawing: PosterDrawing(fit: fit, lines: rows, sequence: nil))

        let lines = FullScreenViewTests.expectWellFormed(scenes.frame(state), size)
        let pictureRows = lines.indices.filter { lines[$0].hasPrefix("▀") }
        let released = lines.firstIndex { $0.contains("Released  2001-07-20") }
        #expect(!pictureRows.isEmpty)
        if size.columns >= DetailsSection.besideFrom {
            #expect(pictureRows.first == 2, "beside, from the row under the heading")
            #expect(released.map { lines[$0].hasPrefix("▀") } == true, "the facts beside it")
        } else {
            #expect(released.map { $0 < pictureRows[0] } == true, "below the text")
            #expect(!lines[released ?? 0].contains("▀"))
        }
    }

    /// The key hints offer only what can be done there: `p` for a movie with a poster, `o` for
    /// one with a web page, `m` where the source has similar movies (and no scrolling: these
    /// details fit the screen).
    @Test(arguments: [false, true])
    func theKeyHintsOfferOnlyWhatCanBeDone(online: Bool) async {
        let scenes = FullScreenScenes()
        await scenes.opened()
        await scenes.searched("alien", titles: ["Alien"])
        let movie = Movie(
            id: Movie.ID(number: 1), title: "Alien", releaseDate: ReleaseDate(year: 1979),
            posterPath: online ? "/alien.jpg" : nil,
            webPageURL: online ? "https://www.themoviedb.org/movie/348" : nil)
        await scenes.openedDetails(row: 0, details: MovieDetails(movie: movie))
        let state = FullScreenScenes.state(200, 50)

        let frame = FullScreenView(style: TextStyle(usesColor: false), onlineSource: online).frame(
            stack: scenes.router.stack, state: state)

        let lines = FullScreenViewTests.expectWellFormed(frame, state.size)
        #expect(
            lines[48]
                == (online
                    ? "Esc back · p save poster · m similar · o web page · / search · q quit · ? keys"
                    : "Esc back · / search · q quit · ? keys"))
    }

    /// On a terminal that takes them, the title links to the movie's page and each address is an
    /// OSC 8 hyperlink, whole on its line, as `show` writes them; the frame's widths count only
    /// the text shown.
    @Test func theTitleAndTheAddressesAreHyperlinksOnATerminal() async {
        let (scenes, state) = await details(size: TerminalSize(columns: 60, rows: 30))
        let page = "https://www.themoviedb.org/movie/1"
        guard case .movieDetails(let shown)? = scenes.router.top else {
            Issue.record("no details on top")
            return
        }
        await scenes.dependencies.fetchMovieDetails.respond(
            .success(MovieDetails(movie: Movie(id: 1, title: "Spirited Away", webPageURL: page))), forID: 1)
        await shown.load()

        let linked = scenes.frame(state, color: true, links: true).lines
        let open = "\u{1B}]8;;\(page)\u{1B}\\"
        #expect(linked[1].hasPrefix(open) && linked[1].hasSuffix("\u{1B}]8;;\u{1B}\\"), "\(linked[1])")
        #expect(linked.contains { $0.contains(open + page + "\u{1B}]8;;\u{1B}\\") }, "the Web line")
        #expect(linked.allSatisfy { FrameDiffWriter.width(of: $0) <= 60 })
        #expect(!scenes.frame(state, color: true).lines.joined().contains("\u{1B}]8;;"), "none without links")
    }
}
