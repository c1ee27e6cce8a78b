/// One component's samples after the inverse DCT, before upsampling: `width × height` real
/// samples in rows `stride` apart (whole blocks).
struct JPEGPlane {
    let width: Int
    let height: Int
    let stride: Int
    let samples: [UInt8]

    /// The samples of `component` of `frame`, with `quantization` (zigzag order); with
    /// `averagesOnly`, one sample a block, its mean (the DC coefficient alone).
    init(_ component: JPEGComponent, of frame: JPEGFrame, quantization: [Int32], averagesOnly: Bool) {
        let size = frame.sampleSize(of: component)
        guard !averagesOnly else {
            (width, height, stride) = ((size.width + 7) / 8, (size.height + 7) / 8, component.blocksPerLine)
            let step = Int(quantization[0])
            samples = (0..<component.blocksPerColumn).flatMap { row in
                (0..<component.blocksPerLine).map { column in
                    let dc = Int(component.coefficients[component.offset(row: row, column: column)])
                    return JPEGInverseDCT.clamp(((dc &* step) &+ 4) >> 3 &+ 128)
                }
            }
            return
        }
        (width, height) = size
        let stride = component.blocksPerLine * 8
        self.stride = stride
        var samples = [UInt8](repeating: 0, count: stride * component.blocksPerColumn * 8)
        var scratch = [Int](repeating: 0, count: 128)
        samples.withUnsafeMutableBufferPointer { output in
            scratch.withUnsafeMutableBufferPointer { scratch in
                component.coefficients.withUnsafeBufferPointer { coefficients in
                    quantization.withUnsafeBufferPointer { quantization in
                        for row in 0..<component.blocksPerColumn {
                            for column in 0..<component.blocksPerLine {
                                let offset = component.offset(row: row, column: column)
                                JPEGInverseDCT.transform(
                                    UnsafeBufferPointer(rebasing: coefficients[offset..<(offset + 64)]),
                                    quantization: quantization,
                                    into: output.baseAddress! + (row * 8 * stride + column * 8), stride: stride,
                                    scratch: scratch)
                            }
                        }
                    }
                }
            }
        }
        self.samples = samples
    }

    /// The sample at (`x`, `y`), edges repeated beyond the real samples.
    @inline(__always)
    func sample(_ x: Int, _ y: Int) -> Int {
        Int(samples[min(max(y, 0), height - 1) * stride + min(max(x, 0), width - 1)])
    }

    /// Row `y` of the image, `imageWidth` samples, upsampled from this plane by the factors
    /// (`across`, `down`): libjpeg's "fancy" triangle filter for 2×1 and 2×2 planes over 2 samples wide (edge samples
    /// repeated, which gives its edge columns), repetition else, as libjpeg does.
    func upsampledRow(_ y: Int, imageWidth: Int, across: Int, down: Int, into row: inout [Int]) {
        switch (across, down) {
        case (1, 1):
            for x in 0..<imageWidth { row[x] = sample(x, y) }
        case (2, 1) where width > 2:
            for x in 0..<imageWidth {
                let near = sample(x >> 1, y) * 3
                row[x] =
                    x & 1 == 0 ? (near + sample((x >> 1) - 1, y) + 1) >> 2 : (near + sample((x >> 1) + 1, y) + 2) >> 2
            }
        case (2, 2) where width > 2:
            let near = y >> 1
            let far = y & 1 == 0 ? near - 1 : near + 1
            let column = { (x: Int) in self.sample(x, near) * 3 + self.sample(x, far) }
            for x in 0..<imageWidth {
                let this = column(x >> 1)
                row[x] =
                    x & 1 == 0 ? (this * 3 + column((x >> 1) - 1) + 8) >> 4 : (this * 3 + column((x >> 1) + 1) + 7) >> 4
            }
        default:
            for x in 0..<imageWidth { row[x] = sample(x / across, y / down) }
        }
    }
}
