import MoviesDomain
import MoviesPresentation
import Testing

/// `ResponseCacheViewModel` over doubles of its two use cases.
@MainActor
struct ResponseCacheViewModelTests {
    private let held = ResponseCacheUsage(location: "/c", entryCount: 2, totalBytes: 2048, maxTotalBytes: 4096)

    @Test func loadShowsTheUsage() async {
        let viewModel = ResponseCacheViewModel(
            fetchUsageUseCase: UsageDouble(answer: .success(held)), clearUseCase: ClearDouble(answer: nil))

        await viewModel.load()

        #expect(viewModel.usage == held)
        #expect(viewModel.removed == nil && viewModel.error == nil)
    }

    @Test func clearShowsWhatWasRemoved() async {
        let viewModel = ResponseCacheViewModel(
            fetchUsageUseCase: UsageDouble(answer: .success(held)), clearUseCase: ClearDouble(answer: .success(held)))
        await viewModel.load()

        await viewModel.clear()

        #expect(viewModel.removed == held)
        #expect(viewModel.usage == nil, "what was shown is gone")
        #expect(viewModel.error == nil)
    }

    @Test func aFailureIsExplained() async {
        let failure = MoviesError.storage(message: "the folder is not readable")
        let viewModel = ResponseCacheViewModel(
            fetchUsageUseCase: UsageDouble(answer: .failure(failure)),
            clearUseCase: ClearDouble(answer: .failure(failure)))

        await viewModel.load()
        #expect(viewModel.usage == nil)
        #expect(viewModel.error == ErrorViewModel(failure))

        await viewModel.clear()
        #expect(viewModel.removed == nil)
        #expect(viewModel.error == ErrorViewModel(failure))
    }
}

/// Answers `answer` at every call.
private struct UsageDouble: FetchResponseCacheUsageUseCase {
    let answer: Result<ResponseCacheUsage, MoviesError>

    func execute() async throws(MoviesError) -> ResponseCacheUsage { try answer.get() }
}

/// Answers `answer`, or records an issue when the test did not expect a call (`nil`).
private struct ClearDouble: ClearResponseCacheUseCase {
    let answer: Result<ResponseCacheUsage, MoviesError>?

    func execute() async throws(MoviesError) -> ResponseCacheUsage {
        guard let answer else {
            Issue.record("clear was not expected")
            throw .storage(message: "unexpected")
        }
        return try answer.get()
    }
}
