import Observation

/// The screens a router shows: a navigation stack (root first) and at most one presented over
/// it, each with its completion, run once however it leaves (the `Router` rules).
@MainActor @Observable
public final class ScreenStack {
    private struct Entry {
        let screen: Screen
        let onLeave: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var presentedEntry: Entry?

    /// An empty stack; the first screen comes with `setRoot`.
    public init() {}

    /// The navigation stack, root first.
    public var screens: [Screen] { entries.map(\.screen) }
    /// The screen presented over the navigation stack.
    public var presented: Screen? { presentedEntry?.screen }
    /// What the user sees: the presented screen, else the top of the navigation stack.
    public var top: Screen? { presented ?? entries.last?.screen }
}

extension ScreenStack {
    /// Replaces every screen with `screen`; the leaving screens' completions run top first.
    public func setRoot(_ screen: Screen, onLeave: @escaping @MainActor () -> Void) {
        let leaving = [presentedEntry].compactMap { $0 } + entries.reversed()
        presentedEntry = nil
        entries = [Entry(screen: screen, onLeave: onLeave)]
        Self.leave(leaving)
    }

    /// Shows `screen` on top of the navigation stack.
    public func push(_ screen: Screen, onLeave: @escaping @MainActor () -> Void) {
        entries.append(Entry(screen: screen, onLeave: onLeave))
    }

    /// Pops the top of the navigation stack; `false` when only the root is left.
    @discardableResult
    public func pop() -> Bool {
        guard entries.count > 1, let leaving = entries.popLast() else { return false }
        Self.leave([leaving])
        return true
    }

    /// Pops every screen above the root, top first; `false` when there was none.
    @discardableResult
    public func popToRoot() -> Bool {
        guard entries.count > 1 else { return false }
        let leaving = entries.dropFirst().reversed()
        entries.removeSubrange(1...)
        Self.leave(Array(leaving))
        return true
    }

    /// Shows `screen` over the navigation stack; a screen presented already leaves.
    public func present(_ screen: Screen, onLeave: @escaping @MainActor () -> Void) {
        let leaving = presentedEntry
        presentedEntry = Entry(screen: screen, onLeave: onLeave)
        Self.leave([leaving].compactMap { $0 })
    }

    /// Dismisses the presented screen; `false` when none was presented.
    @discardableResult
    public func dismiss() -> Bool {
        guard let leaving = presentedEntry else { return false }
        presentedEntry = nil
        Self.leave([leaving])
        return true
    }

    /// What a "back" key does: dismisses the presented screen, else pops; `false` when there is
    /// nothing to go back from.
    @discardableResult
    public func goBack() -> Bool {
        dismiss() || pop()
    }

    /// Runs completions after the change, so that one sees the new state and may change it.
    private static func leave(_ leaving: [Entry]) {
        for entry in leaving { entry.onLeave() }
    }
}
