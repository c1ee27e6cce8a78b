import MoviesPresentation

/// A `Router` kept in memory that records every call. Its screens follow the `Router` rules
/// through the same `ScreenStack` a terminal router uses.
@MainActor
public final class RecordingRouter: Router {
    /// One router call. It names the screen's kind, and does not keep the screen: tests check
    /// that screens are released.
    public enum Call: Equatable {
        case setRoot(ScreenKind)
        case push(ScreenKind)
        case pop
        case popToRoot
        case present(ScreenKind)
        case dismiss
    }

    /// Which screen a call showed.
    public enum ScreenKind: Equatable {
        case moviesList
        case moviesQueryList
        case movieDetails

        init(_ screen: Screen) {
            switch screen {
            case .moviesList: self = .moviesList
            case .moviesQueryList: self = .moviesQueryList
            case .movieDetails: self = .movieDetails
            }
        }
    }

    public let stack = ScreenStack()
    public private(set) var calls: [Call] = []

    public init() {}

    /// What the user sees.
    public var top: Screen? { stack.top }

    // MARK: - Router

    public func setRoot(_ screen: Screen, onLeave: @escaping @MainActor () -> Void) {
        calls.append(.setRoot(ScreenKind(screen)))
        stack.setRoot(screen, onLeave: onLeave)
    }

    public func push(_ screen: Screen, onLeave: @escaping @MainActor () -> Void) {
        calls.append(.push(ScreenKind(screen)))
        stack.push(screen, onLeave: onLeave)
    }

    public func pop() {
        calls.append(.pop)
        stack.pop()
    }

    public func popToRoot() {
        calls.append(.popToRoot)
        stack.popToRoot()
    }

    public func present(_ screen: Screen, onLeave: @escaping @MainActor () -> Void) {
        calls.append(.present(ScreenKind(screen)))
        stack.present(screen, onLeave: onLeave)
    }

    public func dismiss() {
        calls.append(.dismiss)
        stack.dismiss()
    }
}
