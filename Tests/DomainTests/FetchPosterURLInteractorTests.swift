import DomainTestSupport
import MoviesDomain
import Testing

struct FetchPosterURLInteractorTests {
    @Test func asksTheRepositoryWhereThePosterIsAtTheRequestedWidth() async throws {
        let posters = PosterImagesRepositoryDouble()

        let url = try await FetchPosterURLInteractor(posterImagesRepository: posters).execute(
            path: "/a.jpg", width: 300)

        #expect(url == "https://images.test/w300/a.jpg")
        #expect(await posters.urlRequests.map(\.path) == ["/a.jpg"])
        #expect(await posters.requests.isEmpty, "no image is fetched for its address")
    }

    @Test func rejectsANonPositiveWidthBeforeAnyRepositoryCall() async {
        let posters = PosterImagesRepositoryDouble()

        await #expect(throws: MoviesError.invalidRequest(message: "a poster width must be positive")) {
            try await FetchPosterURLInteractor(posterImagesRepository: posters).execute(path: "/a.jpg", width: -1)
        }
        #expect(await posters.urlRequests.isEmpty)
    }
}
