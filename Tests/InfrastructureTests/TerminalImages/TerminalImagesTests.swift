import JPEGDecoding
import Testing

@testable import TerminalImages

/// Golden bytes of each protocol for small images whose every byte can be checked by hand.
@Suite struct TerminalImagesTests {
    /// 2 × 2: red, green on top; blue, white below.
    let square = RGBImage(width: 2, height: 2, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])

    @Test func halfBlocksPutTheUpperPixelInFrontAndTheLowerBehind() {
        let lines = HalfBlockImage.lines(
            square, fit: CellFit(width: 2, height: 2, columns: 2, rows: 1), trueColor: true)
        #expect(
            lines == ["\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[38;2;0;255;0;48;2;255;255;255m▀\u{1B}[0m"])
        let palette = HalfBlockImage.lines(
            square, fit: CellFit(width: 2, height: 2, columns: 2, rows: 1), trueColor: false)
        #expect(palette == ["\u{1B}[38;5;196;48;5;21m▀\u{1B}[38;5;46;48;5;231m▀\u{1B}[0m"])
    }

    @Test func aCellLikeTheOneBeforeSetsNoColours() {
        let gray = RGBImage(width: 3, height: 2, pixels: [UInt8](repeating: 128, count: 18))
        let lines = HalfBlockImage.lines(gray, fit: CellFit(width: 3, height: 2, columns: 3, rows: 1), trueColor: true)
        #expect(lines == ["\u{1B}[38;2;128;128;128;48;2;128;128;128m▀▀▀\u{1B}[0m"])
    }

    @Test func kittySendsRawPixelsInChunks() {
        let sequence = KittyImage.sequence(square, fit: CellFit(width: 2, height: 2, columns: 4, rows: 2))
        #expect(sequence == "\u{1B}_Ga=T,q=2,C=1,f=24,i=7111,s=2,v=2,c=4,r=2,m=0;/wAAAP8AAAD/////\u{1B}\\")
        let large = RGBImage(width: 100, height: 100, pixels: [UInt8](repeating: 9, count: 30_000))
        let chunks = KittyImage.sequence(large, fit: CellFit(width: 100, height: 100, columns: 10, rows: 5))
            .split(separator: "\u{1B}\\")
        // 30,000 bytes are 40,000 Base64 characters: ten chunks, the last one saying so.
        #expect(chunks.count == 10)
        #expect(chunks.dropLast().allSatisfy { $0.contains("m=1;") })
        #expect(chunks.last?.hasPrefix("\u{1B}_Gm=0;") == true)
        #expect(KittyImage.delete == "\u{1B}_Ga=d,d=I,i=7111,q=2\u{1B}\\")
    }

    @Test func iTermSendsTheFileAsItCame() {
        let sequence = ITermImage.sequence(
            file: [0xFF, 0xD8, 0xFF], fit: CellFit(width: 2, height: 3, columns: 20, rows: 15))
        #expect(sequence == "\u{1B}]1337;File=inline=1;size=3;width=20;height=15;preserveAspectRatio=1:/9j/\u{07}")
    }

    @Test func sixelCodesBandsOfSixRowsByColour() {
        let sequence = SixelImage.sequence(square, maxBytes: 1000)
        // Row 0: red, green; row 1: blue, white. Each colour's bits: red at column 0 row 0 (1 → '@').
        #expect(
            sequence
                == "\u{1B}P0;1;0q\"1;1;2;2#21;2;0;0;100#46;2;0;100;0#196;2;100;0;0#231;2;100;100;100"
                + "#21A?$#46?@$#196@?$#231?A-\u{1B}\\")
    }

    @Test func aLongRunIsCounted() {
        let red = RGBImage(width: 8, height: 1, pixels: (0..<8).flatMap { _ in [UInt8(255), 0, 0] })
        let sequence = SixelImage.sequence(red, maxBytes: 1000)
        #expect(sequence?.hasSuffix("#196!8@-\u{1B}\\") == true)
    }

    /// A sequence longer than the cap is not made: the caller draws a smaller picture.
    @Test func aSequenceLongerThanTheCapIsNotMade() throws {
        let noise = RGBImage(
            width: 64, height: 64,
            pixels: (0..<(64 * 64 * 3)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })
        let whole = try #require(SixelImage.sequence(noise, maxBytes: .max))
        #expect(SixelImage.sequence(noise, maxBytes: whole.utf8.count) == whole)
        #expect(SixelImage.sequence(noise, maxBytes: whole.utf8.count - 1) == nil)
    }

    @Test func thePaletteIsXterms() {
        #expect(TerminalColors.paletteIndex(red: 0, green: 0, blue: 0) == 16)
        #expect(TerminalColors.paletteIndex(red: 255, green: 255, blue: 255) == 231)
        #expect(TerminalColors.paletteIndex(red: 128, green: 128, blue: 128) == 244)
        #expect(TerminalColors.paletteIndex(red: 95, green: 135, blue: 175) == 16 + 36 + 12 + 3)
        #expect(TerminalColors.paletteColor(16 + 36 + 12 + 3) == (95, 135, 175))
    }

    @Test func anImageKeepsItsShapeInCells() {
        // A 500 × 750 poster in 80 × 24 cells twice as tall as wide: 24 rows, 32 columns.
        let fit = CellFit(width: 500, height: 750, columns: 80, rows: 24)
        #expect((fit.columns, fit.rows) == (32, 24))
        // Narrow: the columns decide.
        let narrow = CellFit(width: 500, height: 750, columns: 10, rows: 24)
        #expect((narrow.columns, narrow.rows) == (10, 8))
        #expect(CellFit(width: 0, height: 750, columns: 10, rows: 24).columns == 0)
    }

    @Test func shrinkingAveragesTheAreaCovered() {
        // A 4 × 1 image of black and white stripes becomes two grays, then one.
        let stripes = RGBImage(width: 4, height: 1, pixels: [0, 0, 0, 255, 255, 255, 0, 0, 0, 255, 255, 255])
        #expect(ImageScaler.scaled(stripes, width: 2, height: 1).pixels == [128, 128, 128, 128, 128, 128])
        // Three source pixels into two: each output takes one and a half.
        let ramp = RGBImage(width: 3, height: 1, pixels: [0, 0, 0, 90, 90, 90, 180, 180, 180])
        #expect(ImageScaler.scaled(ramp, width: 2, height: 1).pixels == [30, 30, 30, 150, 150, 150])
        // Enlarging repeats.
        let dot = RGBImage(width: 1, height: 1, pixels: [10, 20, 30])
        #expect(
            ImageScaler.scaled(dot, width: 2, height: 2).pixels == [10, 20, 30, 10, 20, 30, 10, 20, 30, 10, 20, 30])
    }
}
