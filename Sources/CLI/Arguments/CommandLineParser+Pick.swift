import CommandLineKit

// MARK: - movies pick

extension CommandLineParser {
    /// `movies pick [<query words...>] [options]`.
    func pick(_ scanned: ScannedArguments) throws(ArgumentError) -> PickArguments {
        let query = scanned.positionals.isEmpty ? nil : try Self.query(scanned.positionals, year: nil).text
        return PickArguments(
            query: query, source: try Self.source(scanned), json: scanned.flags.contains(.json),
            arrangement: try Self.arrangement(scanned))
    }
}
