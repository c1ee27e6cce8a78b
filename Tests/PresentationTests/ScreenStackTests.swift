import MoviesDomain
import MoviesPresentation
import PresentationTestSupport
import Testing

/// The `Router` rules: each screen's completion runs once, whichever way the screen leaves.
@MainActor
struct ScreenStackTests {
    let stack = ScreenStack()
    let left = LeftScreens()

    func screen(_ id: Movie.ID) -> Screen {
        .movieDetails(
            MovieDetailsViewModel(
                movieID: id, fetchMovieDetailsUseCase: FetchMovieDetailsUseCaseDouble(),
                fetchPosterImageUseCase: FetchPosterImageUseCaseDouble(),
                fetchPosterURLUseCase: FetchPosterURLUseCaseDouble(), savePosterUseCase: SavePosterUseCaseDouble()))
    }

    func show(root: Movie.ID, pushed: [Movie.ID] = [], presented: Movie.ID? = nil) {
        stack.setRoot(screen(root)) { left.ids.append(root) }
        for id in pushed { stack.push(screen(id)) { left.ids.append(id) } }
        if let presented { stack.present(screen(presented)) { left.ids.append(presented) } }
    }

    var topID: Movie.ID? { stack.top?.movieDetails?.movieID }

    @Test func popRunsThePoppedScreensCompletionAndKeepsTheRoot() {
        show(root: 1, pushed: [2])

        #expect(stack.pop())
        #expect(!stack.pop(), "the root stays")

        #expect(left.ids == [2])
        #expect(topID == 1)
    }

    @Test func dismissRunsThePresentedScreensCompletion() {
        show(root: 1, pushed: [2], presented: 3)

        #expect(stack.dismiss())
        #expect(!stack.dismiss())

        #expect(left.ids == [3])
        #expect(topID == 2)
    }

    @Test func newRootRunsEveryLeavingScreensCompletionTopFirst() {
        show(root: 1, pushed: [2, 3], presented: 4)

        stack.setRoot(screen(5)) { left.ids.append(5) }

        #expect(left.ids == [4, 3, 2, 1])
        #expect(stack.screens.count == 1)
        #expect(stack.presented == nil)
        #expect(topID == 5)
    }

    @Test func popToRootRunsEachPoppedScreensCompletionTopFirst() {
        show(root: 1, pushed: [2, 3])

        #expect(stack.popToRoot())
        #expect(!stack.popToRoot())

        #expect(left.ids == [3, 2])
        #expect(topID == 1)
    }

    @Test func presentingOverAPresentedScreenReplacesIt() {
        show(root: 1, presented: 2)

        stack.present(screen(3)) { left.ids.append(3) }

        #expect(left.ids == [2])
        #expect(topID == 3)
    }

    @Test func goingBackDismissesBeforePopping() {
        show(root: 1, pushed: [2], presented: 3)

        #expect(stack.goBack())
        #expect(stack.goBack())
        #expect(!stack.goBack())

        #expect(left.ids == [3, 2])
        #expect(topID == 1)
    }

    @Test func aCompletionNeverRunsTwice() {
        show(root: 1, pushed: [2])

        stack.pop()
        stack.setRoot(screen(3)) { left.ids.append(3) }
        stack.setRoot(screen(4)) { left.ids.append(4) }

        #expect(left.ids == [2, 1, 3])
    }

    @Test func aCompletionSeesTheNewStateAndMayChangeIt() {
        stack.setRoot(screen(1)) {}
        stack.push(screen(2)) { [stack] in
            #expect(stack.top?.movieDetails?.movieID == 1)
            stack.present(screen(3)) {}
        }

        stack.pop()

        #expect(topID == 3)
    }

    @Test func aLeftScreenIsReleased() {
        weak var released: MovieDetailsViewModel?
        do {
            let pushed = screen(2)
            released = pushed.movieDetails
            stack.setRoot(screen(1)) {}
            stack.push(pushed) {}
        }
        #expect(released != nil)

        stack.pop()

        #expect(released == nil)
    }
}

/// The ids of the screens whose completion ran, in order.
@MainActor
final class LeftScreens {
    var ids: [Movie.ID] = []
}
