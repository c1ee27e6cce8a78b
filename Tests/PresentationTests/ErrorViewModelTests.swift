import MoviesDomain
import MoviesPresentation
import Testing

struct ErrorViewModelTests {
    static let everyMoviesError: [MoviesError] = [
        .notConnected(message: "could not resolve host"),
        .timedOut(message: "no answer in 30 s"),
        .unauthorized(message: "Invalid API key: You must be granted a valid key."),
        .notFound(message: "The resource you requested could not be found."),
        .invalidRequest(message: "Invalid page: Pages start at 1 and max at 500."),
        .rateLimited(retryAfter: .seconds(10), message: "Your request count is over the allowed limit."),
        .serverError(status: 503, message: "Service unavailable"),
        .invalidResponse(message: "truncated JSON"),
        .invalidPage(501),
        .notCached,
        .storage(message: "read-only file system"),
        .cancelled,
    ]

    @Test(arguments: everyMoviesError)
    func everyMoviesErrorHasATitleAndASentence(error: MoviesError) {
        let viewModel = ErrorViewModel(error)

        #expect(!viewModel.title.isEmpty)
        #expect(viewModel.message.first?.isUppercase == true)
        #expect(viewModel.message.hasSuffix("."))
        #expect(viewModel.cause == .movies(error))
    }

    @Test func everyMoviesErrorHasItsOwnTitle() {
        let titles = Self.everyMoviesError.map { ErrorViewModel($0).title }

        #expect(Set(titles).count == titles.count)
    }

    @Test func badCredentialsQuoteTMDB() {
        let viewModel = ErrorViewModel(.unauthorized(message: "Invalid API key: You must be granted a valid key."))

        #expect(viewModel.title == "Bad credentials")
        #expect(viewModel.message == "TMDB refused the credentials: Invalid API key: You must be granted a valid key.")
    }

    @Test func serverTroubleNamesTheStatus() {
        let viewModel = ErrorViewModel(.serverError(status: 503, message: "Service unavailable"))

        #expect(viewModel.title == "Server trouble")
        #expect(viewModel.message == "The movie service failed (HTTP 503): Service unavailable. Try again later.")
    }

    @Test func adviceTMDBAlreadyGaveIsNotRepeated() {
        let viewModel = ErrorViewModel(
            .serverError(status: 503, message: "The API is undergoing maintenance. Try again later."))

        #expect(
            viewModel.message
                == "The movie service failed (HTTP 503): The API is undergoing maintenance. Try again later.")
    }

    @Test func noConnectionWithoutADetailStillReads() {
        #expect(
            ErrorViewModel(.notConnected(message: "  ")).message
                == "The movie service could not be reached. Check the network.")
    }

    @Test(arguments: [
        (Duration?.some(.seconds(30)), "Try again in 30 seconds."),
        (.some(.milliseconds(1500)), "Try again in 2 seconds."),
        (.some(.seconds(1)), "Try again in 1 second."),
        (nil, "Wait a moment and try again."),
    ])
    func rateLimitSaysWhenToRetry(retryAfter: Duration?, advice: String) {
        let viewModel = ErrorViewModel(.rateLimited(retryAfter: retryAfter, message: "over the limit"))

        #expect(viewModel.title == "Rate limited")
        #expect(viewModel.message == "Too many requests: over the limit. " + advice)
    }

    @Test func notCachedSaysWhy() {
        let viewModel = ErrorViewModel(.notCached)

        #expect(viewModel.title == "Not cached")
        #expect(viewModel.message.contains("offline"))
    }

    @Test(arguments: [
        (MovieQueryError.empty, "The query is empty."),
        (.tooLong(maxLength: 500), "The query is longer than 500 characters."),
        (.controlCharacters, "The query contains control characters."),
        (.yearOutOfRange(1066), "1066 is not a year to search (1800…2999)."),
    ])
    func invalidQueriesAreExplained(error: MovieQueryError, message: String) {
        let viewModel = ErrorViewModel(error)

        #expect(viewModel.title == "Invalid query")
        #expect(viewModel.message == message)
        #expect(viewModel.cause == .query(error))
    }
}
