/// How a terminal can be given a picture, best first: what `--images` names.
public enum ImageProtocol: String, Sendable, Hashable, CaseIterable {
    /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole).
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm, mintty).
    case iterm
    /// DEC sixels (xterm -ti vt340, foot, mlterm, Windows Terminal).
    case sixel
    /// Unicode half blocks in colour: any terminal, tmux and SSH included.
    case blocks
    /// No picture.
    case none

    /// The query `detect(reply:environment:)` reads the answer to: a kitty graphics query
    /// (answered only by terminals that have the protocol), then Primary Device Attributes
    /// (answered by every terminal, so the reply always ends).
    public static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"

    /// The query asked before `query`: the terminal's name and version (XTVERSION, which tmux
    /// answers `ESC P >|tmux 3.3a ESC \`), then Primary Device Attributes, which end the reply.
    public static let versionQuery = "\u{1B}[>0q\u{1B}[c"

    /// Whether `reply`, the terminal's answer to `versionQuery`, names tmux: `query` must then
    /// not be sent, whatever `TERM` says (`xterm-256color`, a common `default-terminal`).
    public static func namesMultiplexer(_ reply: String) -> Bool {
        reply.contains(">|tmux")
    }

    /// The best protocol, from the terminal's `reply` to `query` (empty when it did not answer
    /// in time or was not asked), then the environment's hints. Inside a multiplexer, which
    /// passes neither protocol through by default, half blocks: one the environment names, or
    /// one the terminal's `version` reply names (`namesMultiplexer`).
    public static func detect(reply: String, version: String = "", environment: [String: String]) -> ImageProtocol {
        if insideMultiplexer(environment: environment) || namesMultiplexer(version) { return .blocks }
        if reply.contains("_Gi=31;OK") { return .kitty }
        if let attributes = deviceAttributes(in: reply), attributes.contains(4) { return .sixel }
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["KITTY_WINDOW_ID"] != nil || environment["TERM"] == "xterm-kitty" || program == "ghostty" {
            return .kitty
        }
        if ["iTerm.app", "WezTerm", "mintty"].contains(program) { return .iterm }
        if environment["TERM"] == "dumb" { return .none }
        return .blocks
    }

    /// Whether the program runs inside tmux or GNU screen: `TMUX` set, or `TERM` naming either
    /// (`tmux-256color`, `screen`), as it does without `TMUX` after `ssh` from a tmux pane. Such
    /// a terminal must not be sent `query`: both take its APC for the window's title, which
    /// stays after the program ends.
    public static func insideMultiplexer(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return environment["TMUX"] != nil || term.hasPrefix("tmux") || term.hasPrefix("screen")
    }

    /// Whether half blocks may use 24-bit colour: `COLORTERM` says so.
    public static func hasTrueColor(environment: [String: String]) -> Bool {
        ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
    }

    /// The numbers of a Primary Device Attributes reply (`ESC [ ? 62 ; 4 ; 22 c`).
    static func deviceAttributes(in reply: String) -> [Int]? {
        let bytes = Array(reply.utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: [0x1B, 0x5B, 0x3F]) }),
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "c"))
        else { return nil }
        return bytes[(start + 3)..<end].split(separator: UInt8(ascii: ";")).compactMap {
            Int(String(decoding: $0, as: UTF8.self))
        }
    }
}
