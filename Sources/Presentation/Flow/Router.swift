/// Shows screens for a coordinator (the iOS sample's navigation controller, reduced to what a
/// coordinator asks). A screen's `onLeave` runs exactly once, however it leaves; coordinators
/// release their children there. `ScreenStack` keeps these rules for every router.
@MainActor
public protocol Router: AnyObject {
    /// Replaces every screen with `screen`; the screens leaving run their completions, top first.
    func setRoot(_ screen: Screen, onLeave: @escaping @MainActor () -> Void)
    /// Shows `screen` on top of the navigation stack.
    func push(_ screen: Screen, onLeave: @escaping @MainActor () -> Void)
    /// Removes the top of the navigation stack (never its root).
    func pop()
    /// Removes every screen of the navigation stack above its root.
    func popToRoot()
    /// Shows `screen` over the navigation stack, replacing a screen already presented.
    func present(_ screen: Screen, onLeave: @escaping @MainActor () -> Void)
    /// Removes the presented screen.
    func dismiss()
}
