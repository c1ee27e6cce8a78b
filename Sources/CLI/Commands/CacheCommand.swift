import MoviesDomain
import MoviesPresentation

/// `movies cache info [--json]` and `movies cache clear`: the response cache as a whole, through
/// its use cases (no screen of the movies flow shows it).
struct CacheCommand {
    enum Action {
        case info(json: Bool)
        case clear
    }

    let action: Action
    let fetchUsageUseCase: any FetchResponseCacheUsageUseCase
    let clearUseCase: any ClearResponseCacheUseCase
    let console: Console
    let style: TextStyle

    func run() async -> ExitStatus {
        do throws(MoviesError) {
            switch action {
            case .info(let json):
                let usage = try await fetchUsageUseCase.execute()
                console.out((json ? jsonText(usage) : text(usage)) + "\n")
            case .clear:
                let removed = try await clearUseCase.execute()
                let entries = removed.entryCount == 1 ? "1 entry" : "\(removed.entryCount) entries"
                console.out(
                    "Removed \(entries) (\(ByteCountText.text(removed.totalBytes))) from "
                        + "\(TerminalSanitizer.sanitized(removed.location)).\n")
            }
            return .success
        } catch {
            console.err("movies: " + TerminalSanitizer.sanitized(ErrorViewModel(error).message))
            return .failure
        }
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

    private func jsonText(_ usage: ResponseCacheUsage) -> String {
        JSONValue.object([
            ("folder", .string(usage.location)),
            ("entries", .int(usage.entryCount)),
            ("bytes", .int(usage.totalBytes)),
            ("max_bytes", .int(usage.maxTotalBytes)),
        ]).serialized()
    }
}
