/// A screen as `tmux capture-pane -e` writes it, read back into cells: each character with the
/// colours and attributes it is drawn in.
///
/// Two captures of the same screen can differ in their bytes: tmux writes a style change where
/// its grid's cells change, and a row whose end was erased has no cells there, while a row whose
/// end was written with blanks has some. Comparing cells compares what a person sees.
struct StyledScreen: Equatable, CustomStringConvertible {
    /// One character and the SGR state it is drawn in.
    struct Cell: Equatable {
        var character: Character
        var style: Style
    }

    /// The SGR state a cell is drawn in.
    struct Style: Equatable {
        var foreground = "default"
        var background = "default"
        var attributes: Set<Int> = []
    }

    /// The rows, each without its trailing blanks in the default style.
    let rows: [[Cell]]

    /// Reads `lines` (one per row); a style carries over from one row to the next, as in tmux's
    /// capture.
    init(capture lines: [String]) {
        var style = Style()
        rows = lines.map { line in
            var cells: [Cell] = []
            var characters = line[...]
            while let first = characters.first {
                if first == "\u{1B}", let sequence = Self.sgrSequence(at: characters) {
                    Self.apply(parameters: sequence.parameters, to: &style)
                    characters = characters[sequence.end...]
                } else {
                    cells.append(Cell(character: first, style: style))
                    characters = characters.dropFirst()
                }
            }
            while let last = cells.last, last.character == " ", last.style == Style() { cells.removeLast() }
            return cells
        }
    }

    var description: String {
        rows.map { String($0.map(\.character)) }.joined(separator: "\n")
    }

    /// `ESC [ params m` at the start of `text`: its numbers and where it ends.
    private static func sgrSequence(at text: Substring) -> (parameters: [Int], end: Substring.Index)? {
        var index = text.index(after: text.startIndex)
        guard index < text.endIndex, text[index] == "[" else { return nil }
        index = text.index(after: index)
        let start = index
        while index < text.endIndex, text[index].isNumber || text[index] == ";" { index = text.index(after: index) }
        guard index < text.endIndex, text[index] == "m" else { return nil }
        let parameters = text[start..<index].split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) ?? 0 }
        return (parameters, text.index(after: index))
    }

    private static func apply(parameters: [Int], to style: inout Style) {
        var rest = parameters[...]
        while let code = rest.popFirst() {
            switch code {
            case 0: style = Style()
            case 38, 48:
                let mode = rest.popFirst() ?? 0
                let count = mode == 5 ? 1 : mode == 2 ? 3 : 0
                let colour = "\(mode):" + rest.prefix(count).map(String.init).joined(separator: ",")
                rest = rest.dropFirst(count)
                if code == 38 { style.foreground = colour } else { style.background = colour }
            case 30...37, 90...97: style.foreground = "\(code)"
            case 40...47, 100...107: style.background = "\(code)"
            case 39: style.foreground = "default"
            case 49: style.background = "default"
            case 22: style.attributes.subtract([1, 2])
            case 23...29: style.attributes.remove(code - 20)
            default: style.attributes.insert(code)
            }
        }
    }
}
