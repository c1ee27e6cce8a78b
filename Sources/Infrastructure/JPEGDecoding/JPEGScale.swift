import Glibc

/// The scale a picture is decoded at, as libjpeg's `scale_num / 8`: each 8 × 8 block gives
/// `side × side` samples (8, 4, 2 or 1) from its `side × side` lowest frequencies, so a picture
/// wanted at a quarter of its size is never made whole. Only those coefficients are kept.
struct JPEGScale: Sendable {
    /// Samples across and down each block.
    let side: Int
    /// Zigzag indices of the kept coefficients; `keptIndex[i]` is where each is kept
    /// (row-major in the `side × side` block).
    let keptZigzag: [Int]
    let keptIndex: [Int]
    /// The bits (`1 << zigzag`) of the kept coefficients.
    let keptMask: UInt64
    /// `basis[x * side + u]`: frequency `u`'s weight at sample `x` (with the DC's scale).
    private let basis: [Double]

    init(side: Int) {
        self.side = side
        var zigzags: [Int] = []
        var indices: [Int] = []
        for (zigzag, natural) in JPEGInverseDCT.zigzag.enumerated() where natural / 8 < side && natural % 8 < side {
            zigzags.append(zigzag)
            indices.append(natural / 8 * side + natural % 8)
        }
        keptZigzag = zigzags
        keptIndex = indices
        keptMask = zigzags.reduce(0) { $0 | 1 << UInt64($1) }
        // The 8-point inverse DCT sampled at the centres of `side` equal parts of the block:
        // cos((2x + 1) u π / 2 side), with c(0) = 1 and c(u) = √2 (and 1/8 overall).
        basis = (0..<(side * side)).map { position in
            let (x, u) = (position / side, position % side)
            return (u == 0 ? 1 : 2.0.squareRoot()) * cos(Double((2 * x + 1) * u) * Double.pi / Double(2 * side))
        }
    }

    static let whole = JPEGScale(side: 8)
    static let reduced = [1, 2, 4].map(JPEGScale.init(side:))

    /// The smallest scale at which a `width × height` picture still covers `smallest` pixels
    /// across and down; whole when none does, or when nothing smaller is asked for.
    static func covering(_ smallest: (width: Int, height: Int)?, width: Int, height: Int) -> JPEGScale {
        guard let smallest else { return whole }
        return reduced.first { scale in
            (width * scale.side + 7) / 8 >= smallest.width && (height * scale.side + 7) / 8 >= smallest.height
        } ?? whole
    }

    /// Writes the `side × side` samples of a kept block (`coefficients`, row-major, with
    /// `quantization` in zigzag order) at `output`, rows `stride` apart; `scratch` holds
    /// `2 × side × side` values of working space.
    func samples(
        of coefficients: UnsafeBufferPointer<Int16>, quantization: UnsafeBufferPointer<Int32>,
        into output: UnsafeMutablePointer<UInt8>, stride: Int, scratch: UnsafeMutableBufferPointer<Double>
    ) {
        let count = side * side
        let frequencies = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        let across = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
        for (zigzag, index) in zip(keptZigzag, keptIndex) {
            frequencies[index] = Double(coefficients[index]) * Double(quantization[zigzag])
        }
        // Rows of frequencies to rows of samples across, then down.
        for v in 0..<side {
            for x in 0..<side {
                var sum = 0.0
                for u in 0..<side { sum += basis[x * side + u] * frequencies[v * side + u] }
                across[v * side + x] = sum
            }
        }
        for y in 0..<side {
            for x in 0..<side {
                var sum = 0.0
                for v in 0..<side { sum += basis[y * side + v] * across[v * side + x] }
                // Coefficients are 16-bit and tables 16-bit: the sum is finite, and clamped.
                output[y * stride + x] = UInt8(clamping: Int(min(max(sum / 8 + 128, 0), 255).rounded()))
            }
        }
    }
}
