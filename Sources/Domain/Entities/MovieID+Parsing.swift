extension Movie.ID {
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
