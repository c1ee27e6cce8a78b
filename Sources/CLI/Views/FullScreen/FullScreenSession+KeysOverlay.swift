import TerminalKit

/// Keys while the keys are shown over the screen (`?`): the arrows and the wheel scroll them;
/// `?`, Esc or q closes them; any other key does nothing, so that a key pressed to read on never
/// acts on the screen under them.
extension FullScreenSession {
    func handleKeysOverlayKey(_ key: Key) {
        let place = KeysSection.place(
            router.stack, state: state, onlineSource: view.onlineSource,
            detailsScroll: view.detailsScroll(router.stack, state))
        let lineCount = KeysSection(style: view.style, onlineSource: view.onlineSource).contentLines(
            at: place, columns: state.size.columns
        ).count
        let visibleRows = FullScreenView.bodyRows(state.size) - 1  // under the heading
        switch Self.listKey(key) {
        case .escape, .text("?"), .text("q"):
            state.showsKeys = false
            state.keys = ScrollPosition()
        case .mouse(.wheelUp): _ = state.keys.move(.up, lineCount: lineCount, visibleRows: visibleRows)
        case .mouse(.wheelDown): _ = state.keys.move(.down, lineCount: lineCount, visibleRows: visibleRows)
        case .text(let text) where text.count > 1:
            // Keys typed fast arrive together: each counts, those after a closing one on the screen.
            for character in text { handle(.text(String(character))) }
        case let key: _ = state.keys.move(key, lineCount: lineCount, visibleRows: visibleRows)
        }
    }
}
