import CommandLineKit
import HumanText
import JSONText
import MoviesDomain
import MoviesPresentation
import TerminalKit

/// `movies cache info [--json]` and `movies cache clear`: the response cache screen, awaited
/// once and rendered as text or JSON.
struct CacheCommand: Command {
    /// What is asked of the cache.
    enum Action: Sendable, Hashable {
        /// `cache info`: its folder, entries and size; `--json` as one document.
        case info(json: Bool)
        /// `cache clear`: remove every entry it wrote.
        case clear
    }

    var action: Action

    /// The command's forms: its words and the options each takes.
    static let forms = [
        CommandForm(words: "cache info", options: [.json]), CommandForm(words: "cache clear", options: []),
    ]

    init(action: Action) {
        self.action = action
    }

    /// What the words after `cache` ask for: an action, `info` or `clear`, then its options.
    init(_ arguments: ArraySlice<String>) throws(ArgumentError) {
        let actions = ["info", "clear"]
        guard let action = arguments.first else { throw ArgumentError("cache needs an action: info or clear") }
        guard let form = actions.firstIndex(of: action) else {
            throw .unknown("unknown cache action", action, " (info or clear)", among: actions)
        }
        let scanned = try CommandLineParser.scan(arguments.dropFirst(), .cache, options: Self.forms[form].options)
        try scanned.rejectPositionals()
        self.init(action: action == "info" ? .info(json: scanned.flags.contains(.json)) : .clear)
    }

    @MainActor func run(in context: CommandContext) async -> ExitStatus {
        let console = context.console
        let viewModel: ResponseCacheViewModel
        do throws(MoviesError) {
            viewModel = try context.app.makeResponseCacheViewModel()
        } catch {
            console.err("movies: " + TerminalSanitizer.sanitized(ErrorViewModel(error).message))
            return .failure
        }
        let style = TextStyle(usesColor: context.app.traits.usesColor)
        switch action {
        case .info(let json):
            await viewModel.load()
            if let usage = viewModel.usage {
                console.out((json ? Self.jsonText(usage) : Self.text(usage, style: style)) + "\n")
            }
        case .clear:
            await viewModel.clear()
            // What was removed is a notice, as `movies: Poster saved to …` is: `cache clear` has no
            // results, so that it succeeds with stdout closed (cron, a daemon).
            if let removed = viewModel.removed { console.err("movies: " + Self.text(removed: removed)) }
            for path in viewModel.removed?.leftInPlace ?? [] {
                console.err("movies: left \(TerminalSanitizer.sanitized(path)) in place: not a file the cache wrote")
            }
        }
        guard let error = viewModel.error else { return .success }
        console.err("movies: " + TerminalSanitizer.sanitized(error.message))
        return .failure
    }

    // MARK: - Views

    private static func text(_ usage: ResponseCacheUsage, style: TextStyle) -> String {
        let size = "\(ByteCountText.text(usage.totalBytes)) of at most \(ByteCountText.text(usage.maxTotalBytes))"
        let rows = [
            ("Folder", TerminalSanitizer.sanitized(usage.location)),
            ("Entries", String(usage.entryCount)),
            ("Size", size),
        ]
        return rows.map { style.apply(.heading, TextTruncation.fitted($0.0, toColumns: 9)) + $0.1 }
            .joined(separator: "\n")
    }

    private static func text(removed: ResponseCacheUsage) -> String {
        let entries = removed.entryCount == 1 ? "1 entry" : "\(removed.entryCount) entries"
        return "Removed \(entries) (\(ByteCountText.text(removed.totalBytes))) from "
            + "\(TerminalSanitizer.sanitized(removed.location))."
    }

    private static func jsonText(_ usage: ResponseCacheUsage) -> String {
        JSONValue.object([
            ("folder", .string(usage.location)),
            ("entries", .int(usage.entryCount)),
            ("bytes", .int(usage.totalBytes)),
            ("max_bytes", .int(usage.maxTotalBytes)),
        ]).serialized()
    }
}
