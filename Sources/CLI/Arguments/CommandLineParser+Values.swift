import CommandLineKit
import MoviesDomain
import ResponseCacheInterface
import TerminalKit

// MARK: - Values

extension CommandLineParser {
    /// The query the words make, by `MovieQuery`'s rules; a control character anywhere in the
    /// words is refused before they are joined, since joining would fold tabs and newlines away.
    static func query(_ words: [String], year: Int?) throws(ArgumentError) -> MovieQuery {
        let text = words.joined(separator: " ")
        do throws(MovieQueryError) {
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw .controlCharacters
            }
            return try MovieQuery(text: text, year: year)
        } catch {
            throw ArgumentError(error.message)
        }
    }

    /// `--json FIELDS` (`jsonFields`): the fields of each result to print, each one of `known`,
    /// in the order first given, each once (`title,title` is `title`); `nil` for the whole
    /// document (`--json` alone, or not JSON).
    /// A word that is no field (`--json=nope`, refused by the option's rule, or `--json title,nope`)
    /// is named, with the field it means (`rating`, `titel`: `fieldMeant`), and the fields listed.
    static func jsonFields(_ scanned: ScannedArguments, among known: [String]) throws(ArgumentError) -> [String]? {
        let list: String?
        do throws(ArgumentError) {
            list = try scanned.value(.jsonFields)
        } catch {
            list = scanned.uncheckedValue(.jsonFields)
            let unknown =
                list.map { MoviesJSONView.fieldNames($0).contains { !known.contains($0.lowercased()) } } ?? false
            guard unknown else { throw error }
        }
        guard let list else { return nil }
        let names = MoviesJSONView.fieldNames(list)
        if let unknown = names.first(where: { !known.contains($0.lowercased()) }) {
            let meant = MoviesJSONView.fieldMeant(by: unknown).map { " (did you mean \($0)?)" }
            throw ArgumentError(
                "--json has no field \(ArgumentText.quoted(unknown))\(meant ?? ""); the fields are "
                    + known.joined(separator: ", "))
        }
        var named: Set<String> = []
        return names.map { $0.lowercased() }.filter { named.insert($0).inserted }
    }

    /// The pages fetched from `page` on: `--pages`, else as many as `--limit` takes, else one;
    /// the last must be one the movie service serves, and the error names the option that asked.
    static func pageCount(_ scanned: ScannedArguments, from page: Int) throws(ArgumentError) -> Int {
        let pages = try scanned.number(.pages)
        let limit = try scanned.number(.limit)
        let count = pages ?? limit.map { ($0 + resultsPerPage - 1) / resultsPerPage } ?? 1
        guard page + count - 1 <= Self.pages.upperBound else {
            let asking = pages == nil ? "the pages --limit takes" : "--pages"
            throw ArgumentError("--page plus \(asking) must stay within page \(Self.pages.upperBound)")
        }
        return count
    }

    /// `--format`, or `json` for `--json`; the two must agree when both are given.
    static func format(_ scanned: ScannedArguments) throws(ArgumentError) -> OutputFormat {
        let json = scanned.flags.contains(.json)
        guard let format = try scanned.value(.format, as: OutputFormat.self) else { return json ? .json : .text }
        guard !json || format == .json else {
            throw ArgumentError("--json and --format \(format.rawValue) cannot be used together")
        }
        return format
    }

    /// The options every command that fetches movies shares.
    static func source(_ scanned: ScannedArguments) throws(ArgumentError) -> SourceArguments {
        let source = try scanned.value(.source, as: SourceOption.self)
        let mode: ResponseCacheMode =
            switch try scanned.flag(among: .refresh, .offline) {
            case CommandOption.refresh?: .refresh
            case CommandOption.offline?: .offline
            default: .normal
            }
        return SourceArguments(
            source: source, cacheMode: mode, verbose: scanned.flags.contains(.verbose),
            region: try scanned.value(.region)?.uppercased(),
            color: try scanned.value(.color, as: ColorChoice.self))
    }

    /// `arguments` split by the options of `topic` (or `options`, some of them), as the kit
    /// splits a command's words.
    static func scan(
        _ arguments: ArraySlice<String>, _ topic: Subcommand, options: [CommandOption]? = nil
    ) throws(ArgumentError) -> ScannedArguments {
        try ScannedArguments(
            arguments, of: .movies, command: topic == .general ? nil : topic.rawValue, options: options)
    }
}
