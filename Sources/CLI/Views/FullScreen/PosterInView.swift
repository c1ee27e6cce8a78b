import MoviesDomain
import TerminalImages
import TerminalKit

/// A poster drawn for the details screen: whose it is, the cells it was drawn for, and the
/// drawing. A frame uses it only while the movie and the cells are still the same.
struct PosterInView: Sendable, Hashable {
    /// The movie, and the area the drawing fits in.
    struct Key: Sendable, Hashable {
        let movieID: Movie.ID
        let area: TerminalSize
    }

    let key: Key
    let drawing: PosterDrawing

    /// The overlay of a drawing made of one escape sequence, its top left at `position`.
    func overlay(at position: ScreenFrame.Position, images: ImageProtocol) -> ScreenFrame.Overlay? {
        guard let sequence = drawing.sequence, !sequence.isEmpty else { return nil }
        return ScreenFrame.Overlay(
            position: position, rows: drawing.fit.rows, sequence: sequence,
            clear: images == .kitty ? KittyImage.delete : "", erasedByText: images != .kitty)
    }
}
