import JPEGDecoding

/// Shrinks an image by area averaging: each output pixel is the mean of the source area it
/// covers, partly covered pixels weighted by their share, so fine detail blends instead of
/// aliasing. Enlarging repeats pixels.
public enum ImageScaler {
    /// `image` scaled to `width × height` pixels (each at least 1).
    public static func scaled(_ image: RGBImage, width: Int, height: Int) -> RGBImage {
        let width = max(1, width)
        let height = max(1, height)
        guard image.width > 0, image.height > 0 else {
            return RGBImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 3))
        }
        let across = weights(from: image.width, to: width)
        let down = weights(from: image.height, to: height)
        // Each output row sums the source rows it covers, each first scaled across to `width`
        // (fixed point): two rows of `width` pixels at a time, whatever the source's height.
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        var sums = [Int](repeating: 0, count: width * 3)
        let scale = weightOne * weightOne
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                sums.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
                for (row, rowWeight) in down[y] {
                    let line = row * image.width * 3
                    for x in 0..<width {
                        var pixel = (0, 0, 0)
                        for (column, weight) in across[x] {
                            let index = line + column * 3
                            pixel.0 += Int(source[index]) * weight
                            pixel.1 += Int(source[index + 1]) * weight
                            pixel.2 += Int(source[index + 2]) * weight
                        }
                        sums[x * 3] += pixel.0 * rowWeight
                        sums[x * 3 + 1] += pixel.1 * rowWeight
                        sums[x * 3 + 2] += pixel.2 * rowWeight
                    }
                }
                let index = y * width * 3
                for channel in 0..<(width * 3) {
                    pixels[index + channel] = UInt8(clamping: (sums[channel] + scale / 2) / scale)
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// What a weight of a whole output pixel is: weights of one output pixel add up to this.
    private static let weightOne = 1 << 12

    /// For each of `count` output pixels, the source pixels of `source` it covers and their
    /// weights (adding up to `weightOne`).
    private static func weights(from source: Int, to count: Int) -> [[(Int, Int)]] {
        (0..<count).map { output in
            // The output pixel covers [start, end) in source pixels, in units of 1/count.
            let start = output * source
            let end = (output + 1) * source
            var taken: [(Int, Int)] = []
            var first = start / count
            while first * count < end {
                let covered = min(end, (first + 1) * count) - max(start, first * count)
                taken.append((min(first, source - 1), covered))
                first += 1
            }
            let total = taken.reduce(0) { $0 + $1.1 }
            var weights = taken.map { ($0.0, $0.1 * weightOne / total) }
            // Rounding left over goes to the largest share, so the weights add up exactly.
            let rest = weightOne - weights.reduce(0) { $0 + $1.1 }
            if let largest = weights.indices.max(by: { weights[$0].1 < weights[$1].1 }) { weights[largest].1 += rest }
            return weights
        }
    }
}
