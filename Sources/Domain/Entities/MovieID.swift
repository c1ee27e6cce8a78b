extension Movie {
    /// A movie's id: its source's number for it, and the source's *prefix*, since sources number
    /// their movies independently (the movie service's `550` is not the offline catalog's `c550`).
    public struct ID: Sendable, Hashable, CustomStringConvertible {
        /// Lower-case ASCII letters naming the source; empty for a source written bare (the movie service).
        public let prefix: String
        /// The source's own number for the movie, positive.
        public let number: Int

        /// The id `number` of the source written `prefix` (lower-case letters, or none).
        public init(prefix: String = "", number: Int) {
            self.prefix = prefix
            self.number = number
        }

        /// Reads `603` or `c6088` (ASCII letters in any case, then a positive decimal number);
        /// `nil` for anything else.
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
