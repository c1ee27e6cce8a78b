import CommandLineKit

extension ScannedArguments {
    /// Splits a command's `arguments` by the `options` it takes, as the kit does; a word the
    /// kit refuses is a usage error about `topic`. `alsoKnown` are further words to suggest
    /// for a mistyped option (`--help`, and `--version` where it applies).
    init(
        _ arguments: ArraySlice<String>, options: [CommandOption], topic: Subcommand,
        alsoKnown: [String] = ["--help"]
    ) throws(UsageError) {
        do throws(ArgumentScanError) {
            try self.init(arguments, options: options, alsoKnown: alsoKnown)
        } catch {
            throw Self.usageError(error, topic: topic)
        }
    }

    private static func usageError(_ error: ArgumentScanError, topic: Subcommand) -> UsageError {
        switch error {
        case .unknownOption(let name, let suggestion):
            let command = topic == .general ? "movies" : "movies \(topic.rawValue)"
            var message = "unknown option \(ArgumentText.quoted(name)) for \(command)"
            if let suggestion { message += "; did you mean '\(suggestion)'?" }
            return UsageError(message: message, topic: topic)
        case .missingValue(let name):
            return UsageError(message: "\(name) needs a value", topic: topic)
        case .unexpectedValue(let name):
            return UsageError(message: "\(name) takes no value", topic: topic)
        }
    }
}
