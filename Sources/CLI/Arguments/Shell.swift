/// The shells `movies completion` writes a script for.
enum Shell: String, Sendable, Hashable, CaseIterable {
    case bash
    case zsh
    case fish
}
