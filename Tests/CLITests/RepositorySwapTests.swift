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

    /// `AppDIContainer.catalogDependencies(queries:)` with its one line swapped: the recents in
    /// `folder`.
    private func swappedScene(recentsIn folder: TemporaryFolder) -> MoviesSceneDIContainer {
        let movies = JSONFileMoviesRepository(path: MoviesJSONFixture.path)
        return MoviesSceneDIContainer(
            dependencies: .init(
                sourceOption: .catalog,
                moviesRepository: movies, movieDetailsRepository: movies, movieStoryRepository: movies,
                makePosterImagesRepository: { CatalogPosterImagesRepository() },
                makePosterFilesRepository: { FilePosterFilesRepository() },
                queriesRepository: FileMoviesQueriesRepository(folder: folder.path, notices: NoticeRecorder()),
                makeMovieListsRepository: { CatalogMoviesRepository() },
                defaultOptions: MovieSearchOptions(), genres: CatalogMoviesRepository.genres),
            choices: .init(arrangement: nil, region: nil, fetchesSeveralPages: false, browsesLists: false))
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

    @Test func theWalkthroughsOneLineIsTheContainersLine() throws {
        let walkthrough = try String(
            contentsOf: Self.root.appendingPathComponent("docs/SWAPPING-REPOSITORIES.md"), encoding: .utf8)
        let container = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/CLI/DI/AppDIContainer.swift"), encoding: .utf8)
        let fenced = try #require(walkthrough.components(separatedBy: "```diff\n").dropFirst().first)
        let lines = (fenced.components(separatedBy: "```").first ?? "").split(separator: "\n")
        let removed = lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.map { $0.dropFirst() }
        let added = lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.map { $0.dropFirst() }

        #expect(removed.count == 1 && added.count == 1, "one line changes")
        let old = try #require(removed.first)
        let containerHasTheLine = container.split(separator: "\n").contains(old)
        #expect(
            containerHasTheLine, "AppDIContainer.swift no longer holds the line the walkthrough swaps: \(old)")
        let swapped = old.replacingOccurrences(
            of: "CatalogMoviesRepository()", with: "JSONFileMoviesRepository(path: \"movies.json\")")
        #expect(added.first.map(String.init) == swapped)
    }
}
