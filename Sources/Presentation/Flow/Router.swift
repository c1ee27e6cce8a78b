/// Shows screens for a coordinator (the navigation controller of the iOS sample, reduced to
/// what a coordinator asks of it). The CLI's terminal router implements it; tests use a
/// recording one.
///
/// Every method that shows a screen takes `onLeave`, the screen's completion: the router runs
/// it exactly once, whichever way the screen leaves (popped, dismissed, under a replaced root,
/// popped to the root, replaced by another presented screen). Coordinators release their
/// children there, so nothing outlives its screen. `ScreenStack` implements these rules.
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
