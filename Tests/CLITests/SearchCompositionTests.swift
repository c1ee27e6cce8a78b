import DataTestSupport
import DomainTestSupport
import MoviesData
import MoviesDomain
import MoviesPresentation
import Testing

@testable import MoviesCLI

/// A plain search composes the core path only: one page through `SearchMoviesInteractor`, no
/// poster repository. The slices beside it are composed when asked.
@MainActor
struct SearchCompositionTests {
    /// Counts the poster repositories the scene makes.
    @MainActor final class Made {
        var posterImages = 0
        var posterFiles = 0
    }

    private func scene(
        _ made: Made, queries: MoviesQueriesRepositoryDouble,
        choices: MoviesSceneChoices = .init(
            arrangement: nil, region: nil, fetchesSeveralPages: false, language: nil)
    ) -> MoviesSceneDIContainer {
        MoviesSceneDIContainer(
            dependencies: .init(
                sourceOption: .catalog,
                moviesRepository: JSONFileMoviesRepository(path: MoviesJSONFixture.path),
                movieDetailsRepository: JSONFileMoviesRepository(path: MoviesJSONFixture.path),
                movieStoryRepository: nil,
                makePosterImagesRepository: {
                    made.posterImages += 1
                    return PosterImagesRepositoryDouble()
                },
                makePosterFilesRepository: {
                    made.posterFiles += 1
                    return PosterFilesRepositoryDouble()
                },
                queriesRepository: queries, makeMovieListsRepository: { MovieListsRepositoryDouble() },
                defaultOptions: MovieSearchOptions(), genres: Genre.allCases),
            choices: choices)
    }

    @Test func aSearchOfOnePageUsesTheOnePageUseCase() {
        let onePage = scene(Made(), queries: MoviesQueriesRepositoryDouble())
        let severalPages = scene(
            Made(), queries: MoviesQueriesRepositoryDouble(),
            choices: .init(arrangement: nil, region: nil, fetchesSeveralPages: true, language: nil))

        #expect(onePage.makeSearchMoviesUseCase() is SearchMoviesInteractor)
        #expect(severalPages.makeSearchMoviesUseCase() is MultiPageSearchMoviesInteractor)
    }

    @Test func theStoryIsComposedOnlyOverTheStoryRepositoryTheRootNames() {
        #expect(scene(Made(), queries: MoviesQueriesRepositoryDouble()).makeFetchMovieStoryUseCase() == nil)
    }

    @Test func aSearchMakesNoPosterRepositoryAndADetailsScreenMakesEachOnce() async throws {
        let made = Made()
        let scene = scene(made, queries: MoviesQueriesRepositoryDouble())
        let router = TerminalRouter()
        let coordinator = scene.makeMoviesSearchFlowCoordinator(router: router)

        await coordinator.start(at: .search(query: "alien"))
        let list = try #require(router.top?.moviesList)
        #expect(list.items.count == 4)
        #expect(list.arrangement == nil, "a plain search asks for no sort and no filter")
        #expect((made.posterImages, made.posterFiles) == (0, 0))

        _ = scene.makeMovieDetailsViewModel(movieID: Movie.ID(number: 1), movie: nil, actions: .init())
        #expect((made.posterImages, made.posterFiles) == (1, 1), "its three poster use cases share one repository")
    }
}
