import DomainTestSupport
import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

@MainActor
struct MoviesQueryListViewModelTests {
    let useCase = FetchRecentMovieQueriesUseCaseDouble()

    @Test func showsAtMostTenQueriesNewestFirst() async {
        let queries = (1...12).map { MovieFixtures.query("query \($0)") }
        await useCase.respond(.success(queries))
        let viewModel = MoviesQueryListViewModel(fetchRecentMovieQueriesUseCase: useCase) { _ in }

        await viewModel.load()

        #expect(await useCase.requestedMaxCounts == [10])
        #expect(viewModel.items.map(\.title) == (1...10).map { "query \($0)" })
        #expect(!viewModel.isEmpty)
    }

    @Test func askingForMoreThanTenStillShowsTen() async {
        await useCase.respond(.success([]))
        let viewModel = MoviesQueryListViewModel(numberOfQueriesToShow: 50, fetchRecentMovieQueriesUseCase: useCase) {
            _ in
        }

        await viewModel.load()

        #expect(await useCase.requestedMaxCounts == [10])
        #expect(viewModel.isEmpty)
    }

    @Test func selectingAQueryStartsThatSearch() async {
        let queries = [MovieFixtures.query("alien", year: 1979), MovieFixtures.query("heat")]
        await useCase.respond(.success(queries))
        let selected = SelectedQueries()
        let viewModel = MoviesQueryListViewModel(fetchRecentMovieQueriesUseCase: useCase) {
            selected.queries.append($0)
        }
        await viewModel.load()

        #expect(await viewModel.select(at: 0))
        #expect(await !viewModel.select(at: 2))

        #expect(selected.queries == [MovieFixtures.query("alien", year: 1979)])
        #expect(viewModel.items.map(\.title) == ["alien (1979)", "heat"])
    }

    @Test func unreadableQueriesAreExplained() async {
        await useCase.respond(.failure(.storage(message: "permission denied")))
        let viewModel = MoviesQueryListViewModel(fetchRecentMovieQueriesUseCase: useCase) { _ in }

        await viewModel.load()

        #expect(viewModel.items.isEmpty)
        #expect(viewModel.error?.title == "Storage trouble")
        #expect(!viewModel.isEmpty, "a failure is not an empty list")
        #expect(!viewModel.isLoading)
    }

    @Test func clearForgetsTheQueriesThroughItsUseCase() async {
        let repository = MoviesQueriesRepositoryDouble(stored: [MovieFixtures.query("alien")])
        let viewModel = MoviesQueryListViewModel(
            fetchRecentMovieQueriesUseCase: FetchRecentMovieQueriesInteractor(queriesRepository: repository),
            clearRecentMovieQueriesUseCase: ClearRecentMovieQueriesInteractor(queriesRepository: repository)
        ) { _ in }
        await viewModel.load()
        #expect(viewModel.items.map(\.title) == ["alien"])

        await viewModel.clear()

        #expect(await repository.clearCount == 1)
        #expect(await repository.stored.isEmpty)
        #expect(viewModel.isEmpty && viewModel.error == nil)
    }

    @Test func aClearThatFailsIsExplained() async {
        let repository = MoviesQueriesRepositoryDouble()
        await repository.setFailure(.storage(message: "read-only file system"))
        let viewModel = MoviesQueryListViewModel(
            fetchRecentMovieQueriesUseCase: useCase,
            clearRecentMovieQueriesUseCase: ClearRecentMovieQueriesInteractor(queriesRepository: repository)
        ) { _ in }

        await viewModel.clear()

        #expect(viewModel.error?.title == "Storage trouble")
    }
}

/// Collects the queries a list handed to `didSelect`.
@MainActor
private final class SelectedQueries {
    var queries: [MovieQuery] = []
}
