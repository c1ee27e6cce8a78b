/// Decodes baseline and progressive JPEG (Huffman coded, 8-bit, gray or YCbCr with any
/// sampling, restart markers) into an `RGBImage`, in Swift alone. Bytes from the network are
/// hostile: every length and index is checked, the image's size is capped by `Limits` before
/// anything is allocated for it, the number of scans by `maxScans`, and arithmetic on coded
/// values wraps. A decode checks its task's cancellation every row of blocks.
public enum JPEGDecoder {
    /// The largest image the decoder accepts.
    public struct Limits: Sendable, Hashable {
        /// The most pixels across or down.
        public var maxSide: Int
        /// The most pixels in all.
        public var maxPixels: Int

        /// Limits of `maxSide` pixels a side and `maxPixels` in all.
        public init(maxSide: Int, maxPixels: Int) {
            self.maxSide = maxSide
            self.maxPixels = maxPixels
        }

        /// 8,192 a side, 12 million in all: TMDB's largest posters (2,000 × 3,000) fit.
        public static let standard = Limits(maxSide: 8192, maxPixels: 12_000_000)
    }

    /// The most scans a picture may have. Encoders write far fewer: libjpeg's progressive
    /// script has 10 for colour and 6 for gray, and scripts tuned by hand stay within a few
    /// dozen. Each scan may cost a pass over every block, so a file of thousands of empty scans
    /// would otherwise take hours.
    public static let maxScans = 200

    /// The image `bytes` hold, or why they hold none. The image is made at the smallest of
    /// libjpeg's scales (1/8, 1/4, 1/2, 1) at which it still covers `smallest` pixels across
    /// and down: from each 8 × 8 block, only its lowest frequencies are kept and transformed
    /// (at 1/8 the block's mean, its DC coefficient), since detail of a picture that is to be
    /// shrunk anyway is work and memory no one sees.
    public static func decode(
        _ bytes: [UInt8], limits: Limits = .standard, smallest: (width: Int, height: Int)? = nil
    ) throws(JPEGError) -> RGBImage {
        try decode(bytes, limits: limits, smallest: smallest, readingEveryScan: false)
    }

    /// Checks that `bytes` are a JPEG this decoder reads whole, at any scale: every scan is read
    /// (none skipped, as a smaller scale would), while only an eighth of the picture is made.
    /// What passes here decodes at any scale within `limits`, so it can be kept.
    public static func validate(_ bytes: [UInt8], limits: Limits = .standard) throws(JPEGError) {
        _ = try decode(bytes, limits: limits, smallest: (1, 1), readingEveryScan: true)
    }

    private static func decode(
        _ bytes: [UInt8], limits: Limits, smallest: (width: Int, height: Int)?, readingEveryScan: Bool
    ) throws(JPEGError) -> RGBImage {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw .notJPEG }
        var tables = JPEGTables()
        var frame: JPEGFrame?
        var restartInterval = 0
        var position = 2
        var scans = 0
        while true {
            // Fill bytes (0xFF runs) may precede a marker.
            while position < bytes.count, bytes[position] == 0xFF, position + 1 < bytes.count,
                bytes[position + 1] == 0xFF
            {
                position += 1
            }
            guard position + 1 < bytes.count, bytes[position] == 0xFF else {
                // A file cut short after its scans still shows what it holds.
                if var frame = frame.take(), scans > 0 { return try image(of: &frame, tables: tables) }
                throw .corrupt("no marker where one should be")
            }
            let marker = bytes[position + 1]
            position += 2
            if marker == 0xD9 {
                guard var frame = frame.take(), scans > 0 else { throw .corrupt("the image ends before its data") }
                return try image(of: &frame, tables: tables)
            }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }
            guard position + 1 < bytes.count else { throw .corrupt("a segment cut short") }
            let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
            guard length >= 2, position + length <= bytes.count else { throw .corrupt("a segment cut short") }
            let body = bytes[(position + 2)..<(position + length)]
            position += length
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                guard frame == nil else { throw .unsupported("more than one frame") }
                frame = try JPEGFrame(body: body, progressive: marker == 0xC2, limits: limits) { width, height in
                    JPEGScale.covering(smallest, width: width, height: height)
                }
            case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                throw .unsupported(marker >= 0xC9 ? "arithmetic coding" : "lossless or hierarchical coding")
            case 0xC4: try tables.defineHuffman(body)
            case 0xDB: try tables.defineQuantization(body)
            case 0xDD:
                guard body.count >= 2 else { throw .corrupt("a short restart interval") }
                restartInterval = Int(body[body.startIndex]) << 8 | Int(body[body.startIndex + 1])
            case 0xDA:
                guard var current = frame else { throw .corrupt("a scan before the frame") }
                guard scans < maxScans else { throw .unsupported("more than \(maxScans) scans") }
                if Task.isCancelled { throw .cancelled }
                let scan = try JPEGScan(body: body, frame: &current)
                var reader = JPEGBitReader(bytes: bytes, position: position)
                // At an eighth only the DC is kept: every AC scan is skipped unread. (At a half or a
                // quarter none is: a refinement scan reads a bit for each nonzero coefficient of its
                // band, which libjpeg's scripts make wider than the first scans', so a skipped first
                // scan would leave it reading other bits.)
                if current.progressive, !readingEveryScan, current.scale.side == 1, scan.spectralStart > 0 {
                    position = reader.endOfScan()
                    scans += 1
                    continue
                }
                // The frame's coefficients are moved out while the scan writes them: no copy.
                frame = nil
                try scan.decode(into: &current, reader: &reader, tables: tables, restartInterval: restartInterval)
                frame = current
                position = reader.endOfScan()
                scans += 1
            default:
                break  // APPn, COM and the like: nothing the pixels need.
            }
        }
    }

    /// The width and height a JPEG's frame header says, read without decoding; `nil` when the
    /// bytes hold no frame header before their first scan.
    public static func dimensions(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var position = 2
        while position + 3 < bytes.count, bytes[position] == 0xFF {
            let marker = bytes[position + 1]
            guard marker != 0xFF else {
                position += 1
                continue
            }
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), length >= 7,
                position + 8 < bytes.count
            {
                let height = Int(bytes[position + 5]) << 8 | Int(bytes[position + 6])
                let width = Int(bytes[position + 7]) << 8 | Int(bytes[position + 8])
                return (width, height)
            }
            guard marker != 0xDA, length >= 2 else { return nil }
            position += 2 + length
        }
        return nil
    }

    /// The frame's pixels at its scale: each component through the inverse DCT, upsampled, and
    /// converted from YCbCr to RGB (or gray repeated). Each component's coefficients are let go
    /// once its samples are made.
    private static func image(of frame: inout JPEGFrame, tables: JPEGTables) throws(JPEGError) -> RGBImage {
        var planes: [JPEGPlane] = []
        for index in frame.components.indices {
            let component = frame.components[index]
            guard let quantization = tables.quantization[component.quantizationTable] else {
                throw .corrupt("a component's quantization table was never defined")
            }
            frame.components[index].coefficients = []
            planes.append(try JPEGPlane(component, of: frame, quantization: quantization))
        }
        let size = frame.scaledSize
        return JPEGColor.rgbImage(frame: frame, planes: planes, width: size.width, height: size.height)
    }
}
