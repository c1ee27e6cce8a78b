import MoviesDomain
import Testing

/// A `SearchMoviesUseCase` that answers what a test set and records what it was asked. A call
/// with no answer set records a test issue and throws, so a test never passes by accident.
///
/// A test can hold a call (`hold(_:)`): the call records itself, hands over its cached pages,
/// then waits, whatever cancellation says, until `release(_:)`. `waitUntilBlocked(_:)` returns
/// once it waits, `waitUntilCancelled(_:)` once its task was cancelled while it waits. That is how tests order a slow search against a later one without sleeping.
public actor SearchMoviesUseCaseDouble: SearchMoviesUseCase {
    /// A call a test can hold: a search by its query text, or a next page by its number.
    public enum Call: Sendable, Hashable {
        case search(String)
        case nextPage(Int)
    }

    /// One `nextPage` call.
    public struct NextPageRequest: Sendable, Hashable {
        public let page: Int
        public let request: MovieSearchRequest
    }

    public private(set) var searchResponses: [String: Result<[MoviesPage], MoviesError>] = [:]
    public private(set) var cachedPages: [String: [MoviesPage]] = [:]
    public private(set) var nextPageResponses: [Int: Result<MoviesPage, MoviesError>] = [:]

    public private(set) var searchRequests: [MovieSearchRequest] = []
    public private(set) var nextPageRequests: [NextPageRequest] = []
    /// The queries `rememberQuery` was given, in order.
    public private(set) var rememberedQueries: [MovieQuery] = []
    /// The calls whose task was cancelled by the time they answered.
    public private(set) var cancelledCalls: [Call] = []

    private var held: Set<Call> = []
    private var blocked: [Call: CheckedContinuation<Void, Never>] = [:]
    private var blockWaiters: [Call: [CheckedContinuation<Void, Never>]] = [:]
    private var cancelledWhileBlocked: Set<Call> = []
    private var cancelWaiters: [Call: [CheckedContinuation<Void, Never>]] = [:]

    public init() {}

    // MARK: - Answers

    /// Sets what a search for `text` (the normalised query text) returns.
    public func respond(to text: String, with result: Result<[MoviesPage], MoviesError>) {
        searchResponses[text] = result
    }

    /// Sets older copies handed to `cached` before a search for `text` returns.
    public func setCached(_ pages: [MoviesPage], for text: String) {
        cachedPages[text] = pages
    }

    /// Sets what `nextPage(page, of:)` returns.
    public func respondNextPage(_ page: Int, with result: Result<MoviesPage, MoviesError>) {
        nextPageResponses[page] = result
    }

    // MARK: - Timing

    /// Makes the next `call` wait until `release(call)`.
    public func hold(_ call: Call) {
        held.insert(call)
    }

    /// Lets `call` go on, whether it waits already or has not come yet.
    public func release(_ call: Call) {
        held.remove(call)
        blocked.removeValue(forKey: call)?.resume()
    }

    /// Returns once a held `call` waits.
    public func waitUntilBlocked(_ call: Call) async {
        guard blocked[call] == nil else { return }
        await withCheckedContinuation { blockWaiters[call, default: []].append($0) }
    }

    /// Returns once the task of a held `call` was cancelled while it waits.
    public func waitUntilCancelled(_ call: Call) async {
        guard !cancelledWhileBlocked.contains(call) else { return }
        await withCheckedContinuation { cancelWaiters[call, default: []].append($0) }
    }

    private func noteCancelled(_ call: Call) {
        cancelledWhileBlocked.insert(call)
        for waiter in cancelWaiters.removeValue(forKey: call) ?? [] { waiter.resume() }
    }

    // MARK: - SearchMoviesUseCase

    public func execute(
        _ request: MovieSearchRequest,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws(MoviesError) -> [MoviesPage] {
        searchRequests.append(request)
        let text = request.query.text
        guard let response = searchResponses[text] else {
            Issue.record("SearchMoviesUseCaseDouble.execute(\"\(text)\") has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        for page in cachedPages[text] ?? [] { await cached(page) }
        await gate(.search(text))
        if Task.isCancelled { cancelledCalls.append(.search(text)) }
        return try response.get()
    }

    public func nextPage(_ page: Int, of request: MovieSearchRequest) async throws(MoviesError) -> MoviesPage {
        nextPageRequests.append(NextPageRequest(page: page, request: request))
        guard let response = nextPageResponses[page] else {
            Issue.record("SearchMoviesUseCaseDouble.nextPage(\(page)) has no response set")
            throw .invalidResponse(message: "no response set in the test double")
        }
        await gate(.nextPage(page))
        if Task.isCancelled { cancelledCalls.append(.nextPage(page)) }
        return try response.get()
    }

    public func rememberQuery(_ query: MovieQuery) async {
        rememberedQueries.append(query)
    }

    // MARK: - Private

    private func gate(_ call: Call) async {
        guard held.contains(call) else { return }
        guard blocked[call] == nil else {
            // Waiting too would leave the first call hanging: a test that holds one call
            // expects one.
            Issue.record("SearchMoviesUseCaseDouble: \(call) was called again while held")
            return
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                blocked[call] = continuation
                for waiter in blockWaiters.removeValue(forKey: call) ?? [] { waiter.resume() }
            }
        } onCancel: {
            Task { await self.noteCancelled(call) }
        }
    }
}
