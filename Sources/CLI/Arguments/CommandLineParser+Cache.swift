import CommandLineKit

// MARK: - movies cache

extension CommandLineParser {
    /// `movies cache info [--json]` or `movies cache clear`.
    func cache(_ arguments: ArraySlice<String>) throws(ArgumentError) -> CLICommand {
        let actions = ["info", "clear"]
        guard let action = arguments.first else { throw ArgumentError("cache needs an action: info or clear") }
        guard let form = actions.firstIndex(of: action) else {
            throw .unknown("unknown cache action", action, " (info or clear)", among: actions)
        }
        let scanned = try Self.scan(arguments.dropFirst(), .cache, options: Subcommand.cache.forms[form].options)
        try scanned.rejectPositionals()
        return action == "info" ? .cacheInfo(json: scanned.flags.contains(.json)) : .cacheClear
    }
}
