import CommandLineKit
import MoviesDomain
import TerminalImages

// MARK: - Values

extension CommandLineParser {
    static func asksForHelp(_ arguments: ArraySlice<String>) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if helpFlags.contains(argument) { return true }
        }
        return false
    }

    static func rejectPositionals(_ scanned: ScannedArguments, topic: Subcommand) throws(UsageError) {
        guard let word = scanned.positionals.first else { return }
        throw UsageError(message: "unexpected argument \(ArgumentText.quoted(word))", topic: topic)
    }

    /// The query the words make, by `MovieQuery`'s rules; a control character anywhere in the
    /// words is refused before they are joined, since joining would fold tabs and newlines away.
    static func query(_ words: [String], year: Int?) throws(UsageError) -> MovieQuery {
        let text = words.joined(separator: " ")
        do throws(MovieQueryError) {
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw .controlCharacters
            }
            return try MovieQuery(text: text, year: year)
        } catch {
            throw UsageError(message: error.message, topic: .search)
        }
    }

    static func integer(
        _ value: String, option: CommandOption, in range: ClosedRange<Int>? = nil, topic: Subcommand
    ) throws(UsageError) -> Int {
        guard let number = signedInteger(value) else {
            throw UsageError(
                message: "\(option.name) needs a whole number, not \(ArgumentText.quoted(value))", topic: topic)
        }
        if let range, !range.contains(number) {
            throw UsageError(
                message: "\(option.name) must be from \(range.lowerBound) to \(range.upperBound), not \(number)",
                topic: topic)
        }
        return number
    }

    /// Decimal digits with an optional minus sign; no `+`, spaces or underscores.
    static func signedInteger(_ value: String) -> Int? {
        let digits = value.hasPrefix("-") ? value.dropFirst() : value[...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(value)
    }

    /// `value` when it is a language (`isLanguage`), else the usage error that says so.
    static func language(_ value: String) throws(UsageError) -> String {
        guard isLanguage(value) else {
            throw UsageError(
                message: "--language must look like en or en-US, not \(ArgumentText.quoted(value))", topic: .search)
        }
        return value
    }

    /// `xx` or `xx-XX`: an ISO 639-1 language, optionally with an ISO 3166-1 region.
    static func isLanguage(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        let isLower = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        return (bytes.count == 2 || bytes.count == 5) && bytes.prefix(2).allSatisfy(isLower)
            && (bytes.count == 2 || (bytes[2] == UInt8(ascii: "-") && bytes.suffix(2).allSatisfy(isUpper)))
    }

    /// `--format`, or `json` for `--json`; the two must agree when both are given.
    static func format(_ scanned: ScannedArguments, topic: Subcommand) throws(UsageError) -> OutputFormat {
        let json = scanned.flags.contains(.json)
        guard let value = scanned.values[.format] else { return json ? .json : .text }
        guard let format = OutputFormat(rawValue: value) else {
            let names = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(
                message: "--format must be one of \(names), not \(ArgumentText.quoted(value))", topic: topic)
        }
        guard !json || format == .json else {
            throw UsageError(message: "--json and --format \(format.rawValue) cannot be used together", topic: topic)
        }
        return format
    }

    /// `--images`, when given.
    static func images(_ scanned: ScannedArguments, topic: Subcommand) throws(UsageError) -> ImageProtocol? {
        guard let value = scanned.values[.images] else { return nil }
        guard let images = ImageProtocol(rawValue: value) else {
            let names = ImageProtocol.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(
                message: "--images must be one of \(names), not \(ArgumentText.quoted(value))", topic: topic)
        }
        return images
    }

    static func source(_ scanned: ScannedArguments, topic: Subcommand) throws(UsageError)
        -> SourceArguments
    {
        var source = SourceArguments()
        if let value = scanned.values[.source] {
            guard let kind = SourceOption(rawValue: value) else {
                throw UsageError(
                    message: "--source must be tmdb or catalog, not \(ArgumentText.quoted(value))", topic: topic)
            }
            source.source = kind
        }
        source.verbose = scanned.flags.contains(.verbose)
        switch (scanned.flags.contains(.refresh), scanned.flags.contains(.offline)) {
        case (true, true):
            throw UsageError(message: "--refresh and --offline cannot be used together", topic: topic)
        case (true, false): source.networkMode = .refresh
        case (false, true): source.networkMode = .offline
        case (false, false): source.networkMode = .normal
        }
        return source
    }
}
