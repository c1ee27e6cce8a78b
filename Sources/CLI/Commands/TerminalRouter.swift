import MoviesPresentation

/// The `Router` of the terminal: it keeps the screens (`ScreenStack` applies the rules every
/// router shares) and tells which one is on top; the command or the interactive session
/// renders that one with its text or JSON view.
@MainActor
final class TerminalRouter: Router {
    let stack = ScreenStack()

    /// What the user sees now.
    var top: Screen? { stack.top }

    func setRoot(_ screen: Screen, onLeave: @escaping @MainActor () -> Void) {
        stack.setRoot(screen, onLeave: onLeave)
    }

    func push(_ screen: Screen, onLeave: @escaping @MainActor () -> Void) {
        stack.push(screen, onLeave: onLeave)
    }

    func pop() {
        stack.pop()
    }

    func popToRoot() {
        stack.popToRoot()
    }

    func present(_ screen: Screen, onLeave: @escaping @MainActor () -> Void) {
        stack.present(screen, onLeave: onLeave)
    }

    func dismiss() {
        stack.dismiss()
    }
}
