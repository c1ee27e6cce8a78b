/// An image as rows of 8-bit red, green and blue samples, top row first.
public struct RGBImage: Sendable, Hashable {
    /// Columns of pixels.
    public let width: Int
    /// Rows of pixels.
    public let height: Int
    /// `width × height × 3` samples: each pixel's red, green and blue, row by row.
    public let pixels: [UInt8]

    /// An image of `pixels`, which must hold `width × height × 3` samples.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 3, "pixels do not fill the image")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The red, green and blue of the pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let index = (y * width + x) * 3
        return (pixels[index], pixels[index + 1], pixels[index + 2])
    }
}
