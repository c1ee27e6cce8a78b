import DomainTestSupport
import MoviesDomain
import Testing

struct SavePosterInteractorTests {
    let posters = PosterImagesRepositoryDouble(response: .success([0xFF, 0xD8, 0xFF]))
    let files = PosterFilesRepositoryDouble()

    var interactor: SavePosterInteractor {
        SavePosterInteractor(posterImagesRepository: posters, posterFilesRepository: files)
    }

    @Test func savesThePosterAtTheRequestedWidthAsTheNamedFile() async throws {
        try await interactor.execute(path: "/a.jpg", width: 300, to: "poster.jpg")

        #expect(await posters.requests.map(\.path) == ["/a.jpg"])
        #expect(await posters.requests.map(\.width) == [300])
        #expect(await files.files == ["poster.jpg": [0xFF, 0xD8, 0xFF]])
    }

    @Test func aPosterThatCannotBeFetchedSavesNothing() async {
        let posters = PosterImagesRepositoryDouble(response: .failure(.notConnected(message: "refused")))
        let interactor = SavePosterInteractor(posterImagesRepository: posters, posterFilesRepository: files)

        await #expect(throws: MoviesError.notConnected(message: "refused")) {
            try await interactor.execute(path: "/a.jpg", width: 300, to: "poster.jpg")
        }
        #expect(await files.saves.isEmpty)
    }

    @Test func aFileThatCannotBeWrittenIsAStorageFailure() async {
        await files.setFailure(.storage(message: "cannot write poster.jpg: Permission denied"))

        await #expect(throws: MoviesError.storage(message: "cannot write poster.jpg: Permission denied")) {
            try await interactor.execute(path: "/a.jpg", width: 300, to: "poster.jpg")
        }
        #expect(await files.saves.map(\.path) == ["poster.jpg"])
    }

    @Test func rejectsANonPositiveWidthOrNoFileBeforeAnyRepositoryCall() async {
        await #expect(throws: MoviesError.invalidRequest(message: "a poster width must be positive")) {
            try await interactor.execute(path: "/a.jpg", width: 0, to: "poster.jpg")
        }
        await #expect(throws: MoviesError.invalidRequest(message: "a poster needs a file name")) {
            try await interactor.execute(path: "/a.jpg", width: 300, to: "")
        }
        #expect(await posters.requests.isEmpty)
        #expect(await files.saves.isEmpty)
    }

    @Test func aSaveCancelledWhileThePosterWasOnItsWayWritesNothing() async {
        let interactor = interactor
        let save = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await interactor.execute(path: "/a.jpg", width: 300, to: "poster.jpg")
        }

        await #expect(throws: MoviesError.cancelled) { try await save.value }
        #expect(await files.saves.isEmpty)
    }
}
