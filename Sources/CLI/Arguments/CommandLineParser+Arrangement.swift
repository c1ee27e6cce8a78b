import CommandLineKit
import MoviesDomain

// MARK: - Sort and filters

extension CommandLineParser {
    /// `--sort`, `--year` (one or a range), `--genre`, `--min-rating` and `--min-votes`, by the
    /// same rules for every command and for the full screen's `f` field: one year must be one a
    /// query may name (`MovieQuery.years`), as `search` has always checked it.
    static func arrangement(_ scanned: ScannedArguments) throws(ArgumentError) -> MovieArrangement {
        let arrangement = MovieArrangement(
            sort: try scanned.value(.sort, as: MovieArrangement.Sort.self) ?? .relevance,
            years: try scanned.value(.year).flatMap(Self.years),
            genres: Set(try scanned.value(.genre).flatMap(Self.genres) ?? []),
            minRating: try scanned.value(.minRating).flatMap(Double.init), minVotes: try scanned.number(.minVotes))
        if let year = arrangement.year, !MovieQuery.years.contains(year) {
            throw ArgumentError(MovieQueryError.yearOutOfRange(year).message)
        }
        return arrangement
    }

    /// The options of `Subcommand.arrangementOptions` typed in one line, as on the command line
    /// (`--year 1979-1985 --genre drama`): what `f` edits in the full screen.
    static func arrangement(typed text: String) throws(ArgumentError) -> MovieArrangement {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let scanned = try scan(words[...], .interactive, options: Subcommand.arrangementOptions)
        try scanned.rejectPositionals()
        return try arrangement(scanned)
    }

    /// The options that give `arrangement`, in one line: `arrangement(typed:)` reads it back.
    static func typed(_ arrangement: MovieArrangement) -> String {
        var words: [String] = []
        if arrangement.sort != .relevance { words += ["--sort", arrangement.sort.rawValue] }
        if let years = arrangement.years {
            words += ["--year", years.count == 1 ? "\(years.lowerBound)" : "\(years.lowerBound)-\(years.upperBound)"]
        }
        if !arrangement.genres.isEmpty {
            let names = arrangement.genresInOrder.map(\.optionValue)
            words += ["--genre", names.joined(separator: ",")]
        }
        if let rating = arrangement.minRating { words += ["--min-rating", "\(rating)"] }
        if let votes = arrangement.minVotes { words += ["--min-votes", "\(votes)"] }
        return words.joined(separator: " ")
    }

    /// `1979`, `1979-1985` (from 1800 to 2999, the first not after the second) or a decade,
    /// `1990s` (1990-1999); `nil` for anything else. A single year is checked by
    /// `arrangement(_:)`, as a query's.
    static func years(_ text: String) -> ClosedRange<Int>? {
        if text.count == 5, text.hasSuffix("0s"), let decade = Int(text.dropLast()), (1800...2990).contains(decade) {
            return decade...(decade + 9)
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { part in part.allSatisfy(\.isASCII) ? Int(part) : nil }
        guard numbers.count == parts.count else { return nil }
        switch numbers.count {
        case 1: return numbers[0]...numbers[0]
        case 2 where (1800...2999).contains(numbers[0]) && numbers[0] <= numbers[1] && numbers[1] <= 2999:
            return numbers[0]...numbers[1]
        default: return nil
        }
    }

    /// The genres `text` names, separated by commas; `nil` when one is unknown or missing
    /// (`drama,,comedy`, `drama,`).
    static func genres(_ text: String) -> [Genre]? {
        let genres = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Genre.named(option: String($0))
        }
        guard !genres.isEmpty, !genres.contains(where: { $0 == nil }) else { return nil }
        return genres.compactMap(\.self)
    }
}
