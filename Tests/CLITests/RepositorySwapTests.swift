import DataTestSupport
import DomainTestSupport
import Foundation
import MoviesData
import MoviesDomain
import MoviesPresentation
import Testing

@testable import MoviesCLI

/// `docs/SWAPPING-REPOSITORIES.md` holds: `JSONFileMoviesRepository` stands where
/// `CatalogMoviesRepository` stood, and the view models, use cases and coordinator run over it
/// unchanged.
@MainActor @Suite(.timeLimit(.minutes(10)))
struct RepositorySwapTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theListViewModelAndTheSearchUseCaseRunUnchangedOverAJSONFile() async throws {
        let recents = MoviesQueriesRepositoryDouble()
        let viewModel = MoviesListViewModel(
            searchMoviesUseCase: SearchMoviesInteractor(
                moviesRepository: JSONFileMoviesRepository(path: MoviesJSONFixture.path),
                queriesRepository: recents))

        await viewModel.search("alien")

        #expect(viewModel.items.map(\.title) == ["Alien", "Aliens", "Alien³", "Untitled Alien Project"])
        #expect(viewModel.items.map(\.yearText) == ["1979", "1986", "1992", MovieFormatting.toBeAnnounced])
        #expect(viewModel.totalResults == 4 && !viewModel.hasMorePages && viewModel.error == nil)
        #expect(await recents.savedQueries.map(\.text) == ["alien"])
    }

    /// The scene `AppDIContainer.catalogDependencies(queries:)` makes with its one line swapped:
    /// the line the walkthrough's diff adds (the file's path the fixture's), then the same
    /// `offlineDependencies` the composition root calls. The recents in `folder`.
    private func swappedScene(
        recentsIn folder: TemporaryFolder,
        choices: MoviesSceneChoices = .init(arrangement: nil, region: nil, fetchesSeveralPages: false, language: nil)
    ) -> MoviesSceneDIContainer {
        let movies = JSONFileMoviesRepository(path: MoviesJSONFixture.path)
        let queries = FileMoviesQueriesRepository(folder: folder.path, notices: NoticeRecorder())
        return MoviesSceneDIContainer(
            dependencies: AppDIContainer.offlineDependencies(movies, queries: queries), choices: choices)
    }

    private static func fileIDs(_ numbers: [Int]) -> [Movie.ID] {
        numbers.map { Movie.ID(prefix: JSONFileMoviesRepository.idPrefix, number: $0) }
    }

    @Test func theCatalogSceneWithTheSwappedLineRunsTheWholeFlow() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scene = swappedScene(recentsIn: folder)
        let router = TerminalRouter()
        let coordinator = scene.makeMoviesSearchFlowCoordinator(router: router)

        await coordinator.start(at: .search(query: "blade runner"))
        let list = try #require(router.top?.moviesList)
        #expect(list.items.map(\.id) == [Movie.ID(prefix: JSONFileMoviesRepository.idPrefix, number: 78)])

        #expect(await list.selectItem(at: 0))
        let details = try #require(router.top?.movieDetails)
        #expect(details.title == "Blade Runner")
        #expect(details.runtimeText == "1h 57m")
        #expect(details.tagline == "Man has made his match... now it's his problem.")
        #expect(details.story?.details.movie.title == "Blade Runner", "the file tells the story it has")

        router.pop()
        #expect(coordinator.childCoordinators.isEmpty)
        await list.showQuerySuggestions()
        #expect(router.top?.moviesQueryList?.items.map(\.title) == ["blade runner"])
    }

    @Test func showAfterTheSwapAnswersFromTheFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let flow = swappedScene(recentsIn: folder).makeMoviesSceneFlow()

        // `movies show j348`, as `ShowCommand` enters the flow.
        let alien = Movie.ID(prefix: JSONFileMoviesRepository.idPrefix, number: 348)
        await flow.coordinator.start(at: .movieDetails(id: alien))

        let details = try #require(flow.router.top?.movieDetails)
        #expect(details.error == nil)
        #expect(details.title == "Alien")
        #expect(details.tagline == "In space no one can hear you scream.")
    }

    @Test func popularAndTopRatedAfterTheSwapAreTheFilesMovies() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let flow = swappedScene(recentsIn: folder).makeMoviesSceneFlow()

        // `movies popular`, as `ListCommand` enters the flow: the most voted of the file first.
        let popular = await flow.coordinator.start(browsing: MovieListRequest(list: .popular))
        let shown = try #require(flow.router.top?.moviesList)
        #expect(popular.list == .popular && shown.error == nil)
        #expect(shown.items.map(\.id) == Self.fileIDs([348, 78, 679, 8077, 1]))
        #expect(shown.source?.name == "movies.json")

        await flow.coordinator.start(browsing: MovieListRequest(list: .topRated))
        let topRated = try #require(flow.router.top?.moviesList)
        #expect(topRated.items.first?.id == Self.fileIDs([348]).first && topRated.items.count == 4)
    }

    @Test func discoverAndAGenreSearchAfterTheSwapUseTheFilesGenres() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let horror = MovieArrangement(genres: [.horror])
        let scene = swappedScene(
            recentsIn: folder,
            choices: .init(arrangement: horror, region: nil, fetchesSeveralPages: false, language: nil))
        // `--genre horror`: the catalog has no such genre, the file has TMDB's.
        let catalog = MoviesSceneDIContainer(
            dependencies: AppDIContainer.offlineDependencies(
                CatalogMoviesRepository(),
                queries: FileMoviesQueriesRepository(folder: folder.path, notices: NoticeRecorder())),
            choices: .init(arrangement: horror, region: nil, fetchesSeveralPages: false, language: nil))
        #expect(catalog.makeMoviesSceneFlow().genreProblem([.horror])?.contains("has no genre horror") == true)
        #expect(scene.makeMoviesSceneFlow().genreProblem([.horror]) == nil)

        let flow = scene.makeMoviesSceneFlow()
        await flow.coordinator.start(at: .search(query: "alien"))
        let search = try #require(flow.router.top?.moviesList)
        #expect(search.items.map(\.id) == Self.fileIDs([348]) && search.arrangement == horror)

        // `movies discover --genre horror`.
        await flow.coordinator.start(browsing: MovieListRequest(list: .discover(horror)))
        let discover = try #require(flow.router.top?.moviesList)
        #expect(discover.items.map(\.id) == Self.fileIDs([348]) && discover.source?.name == "movies.json")
    }

    @Test func postersAfterTheSwapAreTheFiles() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scene = swappedScene(recentsIn: folder)

        await #expect(throws: MoviesError.notFound(message: "movies.json has no posters")) {
            try await scene.dependencies.makePosterImagesRepository().posterImage(path: "/alien.jpg", width: 342)
        }
    }

    /// Every line of the walkthrough's diff is true of the code: its context and `-` lines are
    /// `AppDIContainer.swift`'s, in order, and its `+` line is the one `swappedScene` substitutes
    /// (with the fixture's path for the file's).
    @Test func theWalkthroughsDiffIsTheContainersCodeWhole() throws {
        let walkthrough = try String(
            contentsOf: Self.root.appendingPathComponent("docs/SWAPPING-REPOSITORIES.md"), encoding: .utf8)
        let container = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/CLI/DI/AppDIContainer.swift"), encoding: .utf8)
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let fenced = try #require(walkthrough.components(separatedBy: "```diff\n").dropFirst().first)
        let lines = (fenced.components(separatedBy: "```").first ?? "").split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .dropLast()
        let added = lines.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
        let before = lines.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) }

        #expect(lines.filter { $0.hasPrefix("-") }.count == 1 && added.count == 1, "one line changes")
        #expect(lines.allSatisfy { $0.hasPrefix(" ") || $0.hasPrefix("-") || $0.hasPrefix("+") })
        let source = container.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(source.firstIndex(of: before.first ?? ""), "the diff's first line is not the code's")
        #expect(
            Array(source[start..<min(source.count, start + before.count)]) == before,
            "the diff's context and - lines are not AppDIContainer.swift's, in order")
        let substituted = try #require(added.first).replacingOccurrences(
            of: "\"movies.json\"", with: "MoviesJSONFixture.path")
        #expect(test.split(separator: "\n").contains { $0 == substituted }, "the test does not make \(substituted)")
    }
}
