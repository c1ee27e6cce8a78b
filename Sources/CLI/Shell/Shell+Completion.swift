import CommandLineKit

extension Shell {
    /// `movies completion <shell>`: the kit's script for this shell, made from `movies`' table.
    var completionScript: String {
        let command = "movies completion \(rawValue)"
        switch self {
        case .bash: return BashCompletion.script(for: .movies, printedBy: command)
        case .zsh: return ZshCompletion.script(for: .movies, printedBy: command)
        case .fish: return FishCompletion.script(for: .movies, printedBy: command)
        }
    }
}
