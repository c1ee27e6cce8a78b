import MoviesData
import MoviesDomain
import MoviesPresentation

/// `movies cache info [--json]` and `movies cache clear`: the response cache itself, outside the
/// movies flow (no screen shows it).
struct CacheCommand {
    enum Action {
        case info(json: Bool)
        case clear
    }

    let action: Action
    let cache: FileJSONResponseCache
    let console: Console
    let style: TextStyle

    func run() -> ExitStatus {
        do throws(MoviesError) {
            switch action {
            case .info(let json):
                let info = try cache.info()
                console.out((json ? jsonText(info) : text(info)) + "\n")
            case .clear:
                let removed = try cache.clear()
                let entries = removed.entryCount == 1 ? "1 entry" : "\(removed.entryCount) entries"
                console.out(
                    "Removed \(entries) (\(ByteCountText.text(removed.totalBytes))) from "
                        + "\(TerminalSanitizer.sanitized(removed.folder)).\n")
            }
            return .success
        } catch {
            console.err("movies: " + TerminalSanitizer.sanitized(ErrorViewModel(error).message))
            return .failure
        }
    }

    // MARK: - Views

    private func text(_ info: JSONResponseCacheInfo) -> String {
        let rows = [
            ("Folder", TerminalSanitizer.sanitized(info.folder)),
            ("Entries", String(info.entryCount)),
            ("Size", "\(ByteCountText.text(info.totalBytes)) of at most \(ByteCountText.text(cache.maxTotalBytes))"),
        ]
        return rows.map { style.apply(.heading, TextTruncation.fitted($0.0, toColumns: 9)) + $0.1 }
            .joined(separator: "\n")
    }

    private func jsonText(_ info: JSONResponseCacheInfo) -> String {
        JSONValue.object([
            ("folder", .string(info.folder)),
            ("entries", .int(info.entryCount)),
            ("bytes", .int(info.totalBytes)),
            ("max_bytes", .int(cache.maxTotalBytes)),
        ]).serialized()
    }
}
