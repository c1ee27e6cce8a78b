extension Movie.ID {
    /// What starts an IMDb id (`tt0137523`): no source numbers its own movies so, and a source
    /// that knows IMDb's ids may look the movie up by one (the movie service does).
    public static let imdbPrefix = "tt"

    /// Whether this is an IMDb id rather than a source's own.
    public var isIMDb: Bool { prefix == Self.imdbPrefix }

    /// The number as the id writes it: an IMDb id keeps seven digits at least (`0137523`).
    var digits: String {
        let digits = String(number)
        guard isIMDb, digits.count < 7 else { return digits }
        return String(repeating: "0", count: 7 - digits.count) + digits
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
}
