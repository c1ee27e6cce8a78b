import MoviesDomain
import MoviesPresentation
import Testing

struct ErrorViewModelTests {
    static let everyMoviesError: [MoviesError] = [
        .notConnected(message: "could not resolve host"),
        .connectionLost(message: "Empty reply from server"),
        .insecureConnection(message: "SSL certificate problem: unable to get local issuer certificate"),
        .tlsHandshakeFailed(message: "error:0A00010B:SSL routines::wrong version number"),
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

    /// A search or a list the service does not have is said as such, not as a missing movie;
    /// every other failure is explained as anywhere else.
    @Test(arguments: everyMoviesError)
    func aListingIsNoMissingMovie(error: MoviesError) {
        let listing = ErrorViewModel(listing: error)

        if case .notFound = error {
            #expect(listing.message.hasPrefix("The movie service has no such list or movie"), "\(listing.message)")
            #expect(listing.detail == "The resource you requested could not be found.")
        } else {
            #expect(listing == ErrorViewModel(error))
        }
        #expect(listing.cause == .movies(error))
    }

    /// The inner layer says "the movie service" and which of the user's settings may be at
    /// fault; how a setting is spelled (an environment variable) is the CLI's to say.
    @Test(arguments: everyMoviesError)
    func noMessageNamesAnEnvironmentVariable(error: MoviesError) {
        for viewModel in [ErrorViewModel(error), ErrorViewModel(listing: error), ErrorViewModel(poster: error)] {
            #expect(viewModel.message.firstMatch(of: /[A-Z]+_[A-Z_]+/) == nil, "\(viewModel.message)")
        }
    }

    @Test func theSettingThatMayBeAtFaultIsNamedAsARemedy() {
        let notFound = MoviesError.notFound(message: "")
        #expect(ErrorViewModel(listing: notFound).remedy == .checkServiceAddress)
        #expect(ErrorViewModel(notFound).remedy == nil)
        #expect(ErrorViewModel(poster: notFound).remedy == nil)
        #expect(ErrorViewModel(.tlsHandshakeFailed(message: "")).remedy == .useTLSAddress)
        #expect(ErrorViewModel(.insecureConnection(message: "")).remedy == .trustNetworkCertificates)
        #expect(ErrorViewModel(.timedOut(message: "")).remedy == nil)
    }

    @Test func everyMoviesErrorHasItsOwnTitle() {
        let titles = Self.everyMoviesError.map { ErrorViewModel($0).title }

        #expect(Set(titles).count == titles.count)
    }

    @Test(arguments: everyMoviesError)
    func everyMessageIsOneSentenceWithoutTheDetail(error: MoviesError) {
        let viewModel = ErrorViewModel(error)

        // One sentence: no full stop before the last character, and none of the stacked
        // "Title: lead: detail" prefixes.
        #expect(!viewModel.message.dropLast().contains(". "), "\(viewModel.message)")
        #expect(!viewModel.message.hasPrefix(viewModel.title + ":"))
        if let detail = viewModel.detail { #expect(!viewModel.message.contains(detail)) }
    }

    @Test func badCredentialsSayWhatToCheckAndKeepTMDBsWordsAsTheDetail() {
        let viewModel = ErrorViewModel(.unauthorized(message: "Invalid API key: You must be granted a valid key."))

        #expect(viewModel.title == "Bad credentials")
        #expect(viewModel.message == "The movie service refused the credentials; check the access token or API key.")
        #expect(viewModel.detail == "Invalid API key: You must be granted a valid key.")
    }

    @Test func serverTroubleNamesTheStatus() {
        let viewModel = ErrorViewModel(.serverError(status: 503, message: "Service unavailable"))

        #expect(viewModel.title == "Server trouble")
        #expect(viewModel.message == "The movie service failed (HTTP 503); try again later.")
        #expect(viewModel.detail == "Service unavailable")
    }

    @Test func libcurlsWordingIsTheDetailNotTheMessage() {
        let viewModel = ErrorViewModel(
            .timedOut(message: "Operation timed out after 3001 milliseconds with 0 bytes received"))

        #expect(viewModel.message == "The movie service did not answer in time; try again.")
        #expect(viewModel.detail == "Operation timed out after 3001 milliseconds with 0 bytes received")
    }

    /// A connection cut before any answer is said as such: the service was reached, and sent
    /// nothing that could be blamed.
    @Test func aLostConnectionIsNoUnreadableAnswer() {
        let viewModel = ErrorViewModel(.connectionLost(message: "Empty reply from server"))

        #expect(viewModel.title == "Connection lost")
        #expect(viewModel.message == "The movie service closed the connection without answering.")
        #expect(viewModel.detail == "Empty reply from server")
    }

    @Test func aBlankDetailIsNoDetail() {
        let viewModel = ErrorViewModel(.notConnected(message: "  "))

        #expect(viewModel.message == "The movie service could not be reached; check the network.")
        #expect(viewModel.detail == nil)
    }

    @Test func storageTroubleSaysWhereAndWhyInItsSentence() {
        let viewModel = ErrorViewModel(.storage(message: "cannot create /x/movies: Permission denied"))

        #expect(viewModel.message == "Local storage failed: cannot create /x/movies: Permission denied.")
        #expect(viewModel.detail == nil)
    }

    @Test(arguments: [
        (Duration?.some(.seconds(30)), "try again in 30 seconds."),
        (.some(.milliseconds(1500)), "try again in 2 seconds."),
        (.some(.seconds(1)), "try again in 1 second."),
        (nil, "wait a moment and try again."),
    ])
    func rateLimitSaysWhenToRetry(retryAfter: Duration?, advice: String) {
        let viewModel = ErrorViewModel(.rateLimited(retryAfter: retryAfter, message: "over the limit"))

        #expect(viewModel.title == "Rate limited")
        #expect(viewModel.message == "Too many requests; " + advice)
        #expect(viewModel.detail == "over the limit")
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
        (.notUTF8, "The query is not valid UTF-8."),
        (.yearOutOfRange(1066), "1066 is not a year to search (1800…2999)."),
    ])
    func invalidQueriesAreExplained(error: MovieQueryError, message: String) {
        let viewModel = ErrorViewModel(error)

        #expect(viewModel.title == "Invalid query")
        #expect(viewModel.message == message)
        #expect(viewModel.cause == .query(error))
    }
}
