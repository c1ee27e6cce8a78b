/// One component's samples after the inverse DCT, before upsampling: `width × height` real
/// samples in rows `stride` apart (whole blocks).
struct JPEGPlane {
    let width: Int
    let height: Int
    let stride: Int
    let samples: [UInt8]

    /// The samples of `component` of `frame` at the frame's scale, with `quantization` (zigzag
    /// order): `side × side` samples a block (at 1/8, the block's mean: its DC coefficient).
    init(_ component: JPEGComponent, of frame: JPEGFrame, quantization: [Int32]) throws(JPEGError) {
        let size = frame.sampleSize(of: component)
        let scale = frame.scale
        let side = scale.side
        (width, height) = ((size.width * side + 7) / 8, (size.height * side + 7) / 8)
        let stride = component.blocksPerLine * side
        self.stride = stride
        var samples = [UInt8](repeating: 0, count: stride * component.blocksPerColumn * side)
        var scratch = [Int](repeating: 0, count: 128)
        var reducedScratch = [Double](repeating: 0, count: 2 * side * side)
        var cancelled = false
        samples.withUnsafeMutableBufferPointer { output in
            scratch.withUnsafeMutableBufferPointer { scratch in
                reducedScratch.withUnsafeMutableBufferPointer { reducedScratch in
                    component.coefficients.withUnsafeBufferPointer { coefficients in
                        quantization.withUnsafeBufferPointer { quantization in
                            for row in 0..<component.blocksPerColumn {
                                if Task.isCancelled {
                                    cancelled = true
                                    return
                                }
                                for column in 0..<component.blocksPerLine {
                                    let offset = component.block(row: row, column: column) * component.blockSize
                                    let block = UnsafeBufferPointer(
                                        rebasing: coefficients[offset..<(offset + component.blockSize)])
                                    let at = output.baseAddress! + (row * side * stride + column * side)
                                    switch side {
                                    case 8:
                                        JPEGInverseDCT.transform(
                                            block, quantization: quantization, into: at, stride: stride,
                                            scratch: scratch)
                                    case 1:
                                        let dc = Int(block[0]) &* Int(quantization[0])
                                        at.pointee = JPEGInverseDCT.clamp((dc &+ 4) >> 3 &+ 128)
                                    default:
                                        scale.samples(
                                            of: block, quantization: quantization, into: at, stride: stride,
                                            scratch: reducedScratch)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        guard !cancelled else { throw .cancelled }
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
