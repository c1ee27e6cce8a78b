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
    /// and stdout are both terminals (and before any full screen reads the keys).
    static func detect(asked: ImageProtocol?, environment: [String: String], terminal: any TerminalProbing)
        -> PosterDisplay
    {
        let onTerminal = terminal.isTerminal(.standardInput) && terminal.isTerminal(.standardOutput)
        let images =
            asked
            ?? ImageProtocol.detect(
                reply: onTerminal && environment["TMUX"] == nil ? TerminalQuery.ask(ImageProtocol.query) : "",
                environment: environment)
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

    /// The poster `bytes` drawn in at most `columns × rows` cells, decoded and scaled off the
    /// main actor; `movesCursor` leaves the cursor under the picture, as printed text would.
    @concurrent
    func drawing(of bytes: [UInt8], columns: Int, rows: Int, movesCursor: Bool) async throws(JPEGError)
        -> PosterDrawing
    {
        guard let size = JPEGDecoder.dimensions(of: bytes) else { throw .notJPEG }
        let fit = CellFit(width: size.width, height: size.height, columns: columns, rows: rows, cellAspect: cellAspect)
        let pixelWidth = fit.columns * (cellWidth ?? 10)
        let pixelHeight = fit.rows * (cellHeight ?? 20)
        // Decoded no larger than the cells need (an eighth, when that is enough).
        let needed = images == .blocks ? (fit.columns, fit.rows * 2) : (pixelWidth, pixelHeight)
        let image = try JPEGDecoder.decode(bytes, limits: Self.limits, smallest: needed)
        switch images {
        case .none:
            return PosterDrawing(fit: fit, lines: [], sequence: "")
        case .blocks:
            return PosterDrawing(
                fit: fit, lines: HalfBlockImage.lines(image, fit: fit, trueColor: trueColor), sequence: nil)
        case .kitty:
            // Sent no larger than the cells show it: less to encode and to send.
            let shown =
                image.width > pixelWidth ? ImageScaler.scaled(image, width: pixelWidth, height: pixelHeight) : image
            return PosterDrawing(
                fit: fit, lines: nil, sequence: KittyImage.sequence(shown, fit: fit, movesCursor: movesCursor))
        case .iterm:
            return PosterDrawing(fit: fit, lines: nil, sequence: ITermImage.sequence(file: bytes, fit: fit))
        case .sixel:
            return PosterDrawing(
                fit: fit, lines: nil,
                sequence: SixelImage.sequence(image, fit: fit, cellWidth: cellWidth ?? 10, cellHeight: cellHeight ?? 20)
            )
        }
    }
}
