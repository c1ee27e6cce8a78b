import JPEGDecoding
import TerminalImages
import Testing

@testable import MoviesCLI

/// The pixels a kitty or sixel picture is made with: never more than the poster has, nor than
/// `PosterDisplay.maxPicturePixels`, whatever the terminal's cells report; so memory does not
/// grow with the terminal (a 500 × 750 poster took 620 MiB as sixel on cells of 100 × 200).
struct PosterDisplayTests {
    private func display(cellWidth: Int?, cellHeight: Int?) -> PosterDisplay {
        PosterDisplay(images: .sixel, trueColor: false, cellWidth: cellWidth, cellHeight: cellHeight)
    }

    @Test func aPictureIsNeverLargerThanThePoster() {
        // 40 × 30 cells of 100 × 200 pixels: 4,000 × 6,000 pixels of cells for a 500 × 750 poster.
        let fit = CellFit(width: 500, height: 750, columns: 40, rows: 30, cellAspect: 2)
        let size = display(cellWidth: 100, cellHeight: 200).pictureSize(fit: fit, posterWidth: 500, posterHeight: 750)
        #expect(size.width <= 500 && size.height <= 750, "\(size)")
        #expect(size.width >= 499 || size.height >= 749, "as large as the poster allows: \(size)")
    }

    @Test func aPictureHasAtMostAMillionPixels() {
        // The largest poster drawn, on the largest cells a terminal may report (256 a side).
        let fit = CellFit(width: 2000, height: 3000, columns: 300, rows: 200, cellAspect: 1)
        let size = display(cellWidth: 256, cellHeight: 256).pictureSize(fit: fit, posterWidth: 2000, posterHeight: 3000)
        #expect(size.width * size.height <= PosterDisplay.maxPicturePixels, "\(size)")
        #expect(size.width * size.height >= PosterDisplay.maxPicturePixels * 9 / 10, "\(size)")
        // The cells' shape is kept.
        let cells = Double(fit.columns * 256) / Double(fit.rows * 256)
        #expect(abs(Double(size.width) / Double(size.height) - cells) < 0.01)
    }

    @Test func smallCellsAreTheirOwnSize() {
        let fit = CellFit(width: 500, height: 750, columns: 20, rows: 15, cellAspect: 2)
        let size = display(cellWidth: nil, cellHeight: nil).pictureSize(fit: fit, posterWidth: 500, posterHeight: 750)
        #expect(size.width == fit.columns * 10 && size.height == fit.rows * 20, "\(size)")
    }
}
