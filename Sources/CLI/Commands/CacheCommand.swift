import HumanText
import JSONText
import MoviesDomain
import MoviesPresentation
import TerminalKit

/// `movies cache info [--json]` and `movies cache clear`: the response cache screen, awaited
/// once and rendered as text or JSON.
@MainActor
struct CacheCommand {
    enum Action {
        case info(json: Bool)
        case clear
    }

    let action: Action
    let viewModel: ResponseCacheViewModel
    let console: Console
    let style: TextStyle

    func run() async -> ExitStatus {
        switch action {
        case .info(let json):
            await viewModel.load()
            if let usage = viewModel.usage { console.out((json ? jsonText(usage) : text(usage)) + "\n") }
        case .clear:
            await viewModel.clear()
            if let removed = viewModel.removed { console.out(text(removed: removed) + "\n") }
            for path in viewModel.removed?.leftInPlace ?? [] {
                console.err("movies: left \(TerminalSanitizer.sanitized(path)) in place: not a file the cache wrote")
            }
        }
        guard let error = viewModel.error else { return .success }
        console.err("movies: " + TerminalSanitizer.sanitized(error.message))
        return .failure
    }

    // MARK: - Views

    private func text(_ usage: ResponseCacheUsage) -> String {
        let size = "\(ByteCountText.text(usage.totalBytes)) of at most \(ByteCountText.text(usage.maxTotalBytes))"
        let rows = [
            ("Folder", TerminalSanitizer.sanitized(usage.location)),
            ("Entries", String(usage.entryCount)),
            ("Size", size),
        ]
        return rows.map { style.apply(.heading, TextTruncation.fitted($0.0, toColumns: 9)) + $0.1 }
            .joined(separator: "\n")
    }

    private func text(removed: ResponseCacheUsage) -> String {
        let entries = removed.entryCount == 1 ? "1 entry" : "\(removed.entryCount) entries"
        return "Removed \(entries) (\(ByteCountText.text(removed.totalBytes))) from "
            + "\(TerminalSanitizer.sanitized(removed.location))."
    }

    private func jsonText(_ usage: ResponseCacheUsage) -> String {
        JSONValue.object([
            ("folder", .string(usage.location)),
            ("entries", .int(usage.entryCount)),
            ("bytes", .int(usage.totalBytes)),
            ("max_bytes", .int(usage.maxTotalBytes)),
        ]).serialized()
    }
}
