/// What a help text or a usage error is about: the whole tool or one command.
enum CommandTopic: String, Sendable, Hashable, CaseIterable {
    case general
    case search
    case show
    case recent
    case cache
    case interactive

    /// The topic a command name selects; `nil` for a word that names no command.
    init?(command: String) {
        guard command != "general", let topic = CommandTopic(rawValue: command) else { return nil }
        self = topic
    }
}
