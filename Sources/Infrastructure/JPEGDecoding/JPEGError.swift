/// Why bytes could not be decoded as a JPEG image. Hostile or broken input always ends here,
/// never in a trap.
public enum JPEGError: Error, Sendable, Hashable {
    /// The bytes do not start like a JPEG (no SOI marker).
    case notJPEG
    /// A kind of JPEG this decoder does not read: arithmetic coding, lossless, hierarchical,
    /// 12-bit samples, CMYK.
    case unsupported(String)
    /// The image is larger than the limits allow.
    case tooLarge(width: Int, height: Int)
    /// The bytes break the format: a truncated segment, a bad table, a missing frame.
    case corrupt(String)
    /// The task that decoded the image was cancelled.
    case cancelled

    /// One line saying what is wrong.
    public var message: String {
        switch self {
        case .notJPEG: "not a JPEG image"
        case .unsupported(let what): "unsupported JPEG: \(what)"
        case .tooLarge(let width, let height): "the image is too large (\(width)×\(height))"
        case .corrupt(let what): "broken JPEG: \(what)"
        case .cancelled: "the decoding was cancelled"
        }
    }
}
