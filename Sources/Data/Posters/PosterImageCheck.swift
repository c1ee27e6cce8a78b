import JPEGDecoding

/// What a poster answer must be before it is kept, saved or drawn: a PNG by its signature, or a
/// JPEG whose every scan decodes (`JPEGDecoder.validate`: only an eighth of the picture is made,
/// a few milliseconds), so that a kept poster decodes at any size it is drawn. A web page served
/// with status 200, a broken file or a flood of scans is not.
enum PosterImageCheck {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `bytes` start as a JPEG or a PNG does: what a kept poster, checked whole when it
    /// was kept, is checked for again when it is read.
    static func looksLikeAnImage(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: pngSignature) || bytes.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// Why `bytes` are not a poster image (one line), or `nil` when they are one; `contentType`
    /// is what the server said they were, when it said.
    static func problem(with bytes: [UInt8], contentType: String?) -> String? {
        if bytes.starts(with: pngSignature) { return nil }
        let said = contentType.map { " (the image host sent \(Self.printable($0)))" } ?? ""
        guard looksLikeAnImage(bytes) else { return "the poster is not an image\(said)" }
        do {
            try JPEGDecoder.validate(bytes)
            return nil
        } catch {
            return "the poster cannot be read: \(error.message)"
        }
    }

    /// At most 60 printable ASCII characters of a header from the network.
    private static func printable(_ text: String) -> String {
        String(
            text.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }.prefix(60).map(
                Character.init))
    }
}
