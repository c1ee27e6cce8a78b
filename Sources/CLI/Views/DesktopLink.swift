import TerminalKit

/// A web page opened on the user's desktop, the one way the full screen's `o` and `movies show
/// --web` / `--trailer` do it: the desktop's opener (`xdg-open`, through `DesktopOpener`, one at
/// a time) when there is a desktop (`DISPLAY` or `WAYLAND_DISPLAY`), and what came of it as one
/// sentence. Without a desktop nothing is started: the caller shows the address instead.
enum DesktopLink {
    /// What asking to open an address came to.
    enum Outcome: Sendable, Hashable {
        /// The opener started.
        case opening
        /// An opener started earlier, for this address, still runs: none was started.
        case stillOpening(String)
        /// No desktop to open it on (no `DISPLAY` or `WAYLAND_DISPLAY`): nothing was started.
        case noDesktop
        /// The opener could not be run (none on `PATH`).
        case failed
    }

    /// Whether `environment` names a desktop display (X11's `DISPLAY`, `WAYLAND_DISPLAY`).
    static func hasDesktop(_ environment: [String: String]) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY"].contains { environment[$0]?.isEmpty == false }
    }

    /// Opens `address` with the desktop's opener when `environment` names a desktop.
    static func open(_ address: String, environment: [String: String]) -> Outcome {
        guard hasDesktop(environment) else { return .noDesktop }
        switch DesktopOpener.open(address) {
        case .started: return .opening
        case .stillOpening(let earlier): return .stillOpening(earlier)
        case .failed: return .failed
        }
    }

    /// `outcome` for `address` in one short sentence, as a status line or stderr says it.
    static func sentence(_ outcome: Outcome, address: String) -> String {
        switch outcome {
        case .opening: "Opening \(address)"
        case .stillOpening(let earlier): "Still opening \(earlier) (xdg-open has not finished)"
        case .noDesktop: "No desktop to open \(address) on (DISPLAY is not set)"
        case .failed: "Cannot open \(address): xdg-open could not be run"
        }
    }
}
