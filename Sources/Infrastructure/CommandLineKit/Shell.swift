/// The shells the kit writes a completion script for.
public enum Shell: String, Sendable, Hashable, CaseIterable {
    case bash
    case zsh
    case fish

    /// The script that completes `tool`'s command line in this shell; its first comment says it
    /// was printed by `command` (`tool completion bash`).
    public func completionScript(for tool: ToolDescription, printedBy command: String) -> String {
        switch self {
        case .bash: BashCompletion.script(for: tool, printedBy: command)
        case .zsh: ZshCompletion.script(for: tool, printedBy: command)
        case .fish: FishCompletion.script(for: tool, printedBy: command)
        }
    }
}
