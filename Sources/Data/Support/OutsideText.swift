import MoviesDomain

/// The one rule for a text from outside (what TMDB sends: a title, a name, a job, a message; a
/// movies file's texts): without private-use and unassigned characters (no agreed meaning or
/// width: every view leaves them out, so a text ending in one would end in the space before it)
/// and trimmed (TMDB's Japanese certification is `"PG12 "`), then bounded in
/// UTF-8 bytes, not characters, since one character can hold a million combining marks. A text
/// over the bound is cut at a character boundary and ends in "…" (`bounded`), or, where it is
/// one item of a list, left out (`whole`). Every DTO's text goes through here.
enum OutsideText {
    /// The most bytes of one text kept: more than any overview or name TMDB holds.
    static let maxBytes = 4_096
    /// What ends a text that was cut.
    static let ellipsis = "…"

    /// `text` trimmed when it has 1 to `maxBytes` bytes; longer, its first characters that fit in
    /// `maxBytes` with the ellipsis (when even the first does not, its first scalars: the letter
    /// and the marks that fit); `nil` when it is empty.
    static func bounded(_ text: String?, maxBytes: Int = maxBytes) -> String? {
        guard let text = trimmed(text) else { return nil }
        guard text.utf8.count > maxBytes else { return text }
        let room = max(maxBytes - ellipsis.utf8.count, 0)
        var end = text.startIndex
        // Whole characters; the walk stops at the first that does not fit.
        for index in text.indices {
            let next = text.index(after: index)
            guard text.utf8.distance(from: text.startIndex, to: next) <= room else { break }
            end = next
        }
        if end == text.startIndex {
            for index in text.unicodeScalars.indices {
                let next = text.unicodeScalars.index(after: index)
                guard text.utf8.distance(from: text.startIndex, to: next) <= room else { break }
                end = next
            }
        }
        return String(text.unicodeScalars[..<end]) + ellipsis
    }

    /// `text` trimmed when it has 1 to `maxBytes` bytes, else `nil`: an item of a list (a cast
    /// member's name, a provider) that is too long is left out rather than shown cut.
    static func whole(_ text: String?, maxBytes: Int = maxBytes) -> String? {
        trimmed(text).flatMap { $0.utf8.count <= maxBytes ? $0 : nil }
    }

    private static func trimmed(_ text: String?) -> String? {
        let head = (text.map(withoutMeaninglessCharacters) ?? "").drop(while: \.isWhitespace)
        return head.lastIndex { !$0.isWhitespace }.map { String(head[...$0]) }
    }

    /// Refuses a list longer than `max`, naming `what`: more than a film has is not a film's.
    static func checkCount(_ count: Int, max: Int, of what: String) throws(MoviesError) {
        guard count <= max else { throw .invalidResponse(message: "TMDB sent \(count) \(what), more than \(max)") }
    }

    /// `text` without private-use and unassigned characters; itself, unchanged, when it has none.
    private static func withoutMeaninglessCharacters(_ text: String) -> String {
        let isMeaningless = { (scalar: Unicode.Scalar) in
            scalar.value > 0x7F
                && [.privateUse, .unassigned].contains(scalar.properties.generalCategory)
        }
        guard text.unicodeScalars.contains(where: isMeaningless) else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { !isMeaningless($0) })
        return String(kept)
    }
}
