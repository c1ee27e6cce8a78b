extension Movie.ID {
    /// Whether this is an IMDb id (`imdbPrefix`): no source numbers its own movies so, and a
    /// source that knows IMDb's ids may look the movie up by one (the movie service does).
    public var isIMDb: Bool { prefix == Self.imdbPrefix }

    /// Reads `603`, `c6088` or `tt0137523` (ASCII letters in any case, then a positive decimal
    /// number); `nil` for anything else.
    public init?(parsing text: String) {
        let letters = text.prefix { $0.isASCII && $0.isLetter }
        let digits = text.dropFirst(letters.count)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = Int(digits), number > 0
        else { return nil }
        self.init(prefix: letters.lowercased(), number: number)
    }
}
