extension Movie {
    /// A movie's identifier: the number its source gives the movie, and which source that is.
    /// Sources number their movies independently (TMDB's 550 is Fight Club; the offline
    /// catalog's 550 is another film), so an id carries its source's *prefix*, and one source's
    /// id can never be taken for another's.
    ///
    /// Its text form (`description`) is the prefix, then the number: `550` for a source written
    /// bare (TMDB, in `movies`), `c550` for the offline catalog. `init(parsing:)` reads it back.
    public struct ID: Sendable, Hashable, CustomStringConvertible {
        /// Lower-case ASCII letters that name the source in the text form; empty for a source
        /// whose ids are written bare.
        public let prefix: String
        /// The source's own number for the movie, positive.
        public let number: Int

        /// The id `number` of the source written `prefix` (lower-case letters, or none).
        public init(prefix: String = "", number: Int) {
            self.prefix = prefix
            self.number = number
        }

        /// Reads a text form: ASCII letters (any case) then a positive decimal number, as
        /// `603` or `c6088`; `nil` for anything else.
        public init?(parsing text: String) {
            let letters = text.prefix { $0.isASCII && $0.isLetter }
            let digits = text.dropFirst(letters.count)
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = Int(digits), number > 0
            else { return nil }
            self.init(prefix: letters.lowercased(), number: number)
        }

        /// `603`, `c6088`.
        public var description: String { prefix + String(number) }
    }
}
