import JPEGDecoding
import TerminalImages
import TerminalKit

/// How this run's terminal shows posters: the protocol (`--images`, else what the terminal
/// answers, else its name's hints), whether half blocks may use 24-bit colour, and a cell's
/// size in pixels when the terminal says it.
struct PosterDisplay: Sendable, Hashable {
    /// The largest poster decoded: TMDB's `original` posters (2,000 × 3,000) fit.
    static let limits = JPEGDecoder.Limits(maxSide: 4096, maxPixels: 8_000_000)

    /// Posters are not drawn.
    static let nothing = PosterDisplay(images: .none, trueColor: false)

    var images: ImageProtocol
    var trueColor: Bool
    /// Pixels across and down a cell; `nil` when the terminal does not say (then 10 × 20).
    var cellWidth: Int?
    var cellHeight: Int?

    /// The display `asked` names, else the one detected: the terminal is asked only when stdin
    /// and stdout are both terminals, not inside tmux or screen (which would keep the query as
    /// the window's title: named by the environment, else by the terminal's own version reply),
    /// and before any full screen reads the keys.
    static func detect(asked: ImageProtocol?, environment: [String: String], terminal: any TerminalProbing)
        -> PosterDisplay
    {
        let onTerminal = terminal.isTerminal(.standardInput) && terminal.isTerminal(.standardOutput)
        let asks = asked == nil && onTerminal && !ImageProtocol.insideMultiplexer(environment: environment)
        let version = asks ? TerminalQuery.ask(ImageProtocol.versionQuery) : ""
        let images =
            asked
            ?? ImageProtocol.detect(
                reply: asks && !ImageProtocol.namesMultiplexer(version) ? TerminalQuery.ask(ImageProtocol.query) : "",
                version: version, environment: environment)
        let cell = onTerminal ? TerminalQuery.cellPixels() : nil
        return PosterDisplay(
            images: images, trueColor: ImageProtocol.hasTrueColor(environment: environment), cellWidth: cell?.width,
            cellHeight: cell?.height)
    }

    /// How much taller than wide a cell is.
    var cellAspect: Double {
        guard let cellWidth, let cellHeight else { return 2.0 }
        return Double(cellHeight) / Double(cellWidth)
    }

    /// The most pixels a kitty or sixel picture is made with, about a `w780` poster's (780 ×
    /// 1,170): memory and the sequence's length then never grow with the terminal's pixels. A
    /// kitty picture is scaled to its cells by the terminal; a sixel one that would need more
    /// is drawn smaller than its cells.
    static let maxPicturePixels = 1_000_000

    /// The longest sixel sequence: a picture whose sequence would be longer is made again at
    /// half the size. (A kitty sequence is Base64 of RGB, at most 4 bytes a pixel: 4 MB.)
    static let maxSixelBytes = 4 << 20

    /// The poster `bytes` drawn in at most `columns × rows` cells, decoded and scaled off the
    /// main actor; `movesCursor` leaves the cursor under the picture, as printed text would.
    /// The picture is decoded at the smallest scale that still covers what is drawn, and is
    /// never made larger than the poster or than its cells' pixels.
    @concurrent
    func drawing(of bytes: [UInt8], columns: Int, rows: Int, movesCursor: Bool) async throws(JPEGError)
        -> PosterDrawing
    {
        guard let size = JPEGDecoder.dimensions(of: bytes) else { throw .notJPEG }
        let fit = CellFit(width: size.width, height: size.height, columns: columns, rows: rows, cellAspect: cellAspect)
        let picture = pictureSize(fit: fit, posterWidth: size.width, posterHeight: size.height)
        switch images {
        case .none:
            return PosterDrawing(fit: fit, lines: [], sequence: "")
        case .blocks:
            let image = try JPEGDecoder.decode(bytes, limits: Self.limits, smallest: (fit.columns, fit.rows * 2))
            return PosterDrawing(
                fit: fit, lines: HalfBlockImage.lines(image, fit: fit, trueColor: trueColor), sequence: nil)
        case .iterm:
            // The terminal decodes the file, which the poster repository checked before handing it on.
            return PosterDrawing(fit: fit, lines: nil, sequence: ITermImage.sequence(file: bytes, fit: fit))
        case .kitty:
            let image = try decoded(bytes, at: picture)
            return PosterDrawing(
                fit: fit, lines: nil, sequence: KittyImage.sequence(image, fit: fit, movesCursor: movesCursor))
        case .sixel:
            var image = try decoded(bytes, at: picture)
            // Each try halves the pixels across and down; one pixel's sequence is a few bytes.
            while true {
                if let sequence = SixelImage.sequence(image, maxBytes: Self.maxSixelBytes) {
                    return PosterDrawing(fit: fit, lines: nil, sequence: sequence)
                }
                guard image.width > 1 || image.height > 1 else {
                    return PosterDrawing(fit: fit, lines: [], sequence: "")
                }
                image = ImageScaler.scaled(image, width: image.width / 2, height: image.height / 2)
            }
        }
    }

    /// The pixels a kitty or sixel picture of a `posterWidth × posterHeight` poster is made
    /// with over `fit`'s cells: the cells' pixels, shrunk (keeping their shape) to the poster's
    /// size and to `maxPicturePixels`.
    func pictureSize(fit: CellFit, posterWidth: Int, posterHeight: Int) -> (width: Int, height: Int) {
        let cells = (width: Double(fit.columns * (cellWidth ?? 10)), height: Double(fit.rows * (cellHeight ?? 20)))
        guard cells.width >= 1, cells.height >= 1 else { return (1, 1) }
        let factor = min(
            1, Double(posterWidth) / cells.width, Double(posterHeight) / cells.height,
            (Double(Self.maxPicturePixels) / (cells.width * cells.height)).squareRoot())
        return (max(1, Int(cells.width * factor)), max(1, Int(cells.height * factor)))
    }

    /// `bytes` decoded at the smallest scale that covers `size`, then scaled to it.
    private func decoded(_ bytes: [UInt8], at size: (width: Int, height: Int)) throws(JPEGError) -> RGBImage {
        let image = try JPEGDecoder.decode(bytes, limits: Self.limits, smallest: size)
        guard image.width != size.width || image.height != size.height else { return image }
        return ImageScaler.scaled(image, width: size.width, height: size.height)
    }
}
