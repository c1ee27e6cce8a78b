/// The 8×8 inverse DCT, in integers with 12 fractional bits (as in stb_image and close to
/// libjpeg's "islow"), from dequantized coefficients to samples 0...255. Arithmetic wraps: a
/// hostile coefficient gives a wrong sample, never a trap.
enum JPEGInverseDCT {
    /// Natural (row-major) position of each zigzag index.
    static let zigzag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14,
        21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53,
        60, 61, 54, 47, 55, 62, 63,
    ]

    /// The rotation constants, `k` and the first digits of the value, 12 fractional bits.
    private static func fixed(_ value: Double) -> Int { Int(value * 4096 + 0.5) }
    private static let k0541 = fixed(0.5411961)
    private static let kMinus1847 = fixed(-1.847759065)
    private static let k0765 = fixed(0.765366865)
    private static let k1175 = fixed(1.175875602)
    private static let k0298 = fixed(0.298631336)
    private static let k2053 = fixed(2.053119869)
    private static let k3072 = fixed(3.072711026)
    private static let k1501 = fixed(1.501321110)
    private static let kMinus0899 = fixed(-0.899976223)
    private static let kMinus2562 = fixed(-2.562915447)
    private static let kMinus1961 = fixed(-1.961570560)
    private static let kMinus0390 = fixed(-0.390180644)

    /// One dimension: the even part's four sums and the odd part's four terms.
    @inline(__always)
    private static func oneDimension(
        _ s0: Int, _ s1: Int, _ s2: Int, _ s3: Int, _ s4: Int, _ s5: Int, _ s6: Int, _ s7: Int
    ) -> (x: (Int, Int, Int, Int), t: (Int, Int, Int, Int)) {
        var p1 = (s2 &+ s6) &* k0541
        let t2 = p1 &+ s6 &* kMinus1847
        let t3 = p1 &+ s2 &* k0765
        let t0 = (s0 &+ s4) &* 4096
        let t1 = (s0 &- s4) &* 4096
        let x = (t0 &+ t3, t1 &+ t2, t1 &- t2, t0 &- t3)
        var p3 = s7 &+ s3
        var p4 = s5 &+ s1
        p1 = s7 &+ s1
        var p2 = s5 &+ s3
        let p5 = (p3 &+ p4) &* k1175
        var o0 = s7 &* k0298
        var o1 = s5 &* k2053
        var o2 = s3 &* k3072
        var o3 = s1 &* k1501
        p1 = p5 &+ p1 &* kMinus0899
        p2 = p5 &+ p2 &* kMinus2562
        p3 = p3 &* kMinus1961
        p4 = p4 &* kMinus0390
        o3 = o3 &+ p1 &+ p4
        o2 = o2 &+ p2 &+ p3
        o1 = o1 &+ p2 &+ p4
        o0 = o0 &+ p1 &+ p3
        return (x, (o0, o1, o2, o3))
    }

    /// Transforms `block` (zigzag order) scaled by `quantization` (zigzag order) into 8 rows
    /// of 8 samples at `output`, `stride` apart. `scratch` holds 128 values of working space.
    static func transform(
        _ block: UnsafeBufferPointer<Int16>, quantization: UnsafeBufferPointer<Int32>,
        into output: UnsafeMutablePointer<UInt8>, stride: Int, scratch: UnsafeMutableBufferPointer<Int>
    ) {
        let natural = UnsafeMutableBufferPointer(rebasing: scratch[0..<64])
        let v = UnsafeMutableBufferPointer(rebasing: scratch[64..<128])
        natural.update(repeating: 0)
        do {
            for k in 0..<64 where block[k] != 0 {
                natural[zigzag[k]] = Int(block[k]) &* Int(quantization[k])
            }
            do {
                for column in 0..<8 {
                    let d = { (row: Int) in natural[row * 8 + column] }
                    if d(1) == 0, d(2) == 0, d(3) == 0, d(4) == 0, d(5) == 0, d(6) == 0, d(7) == 0 {
                        let dc = d(0) &* 4
                        for row in 0..<8 { v[row * 8 + column] = dc }
                        continue
                    }
                    let (x, t) = oneDimension(d(0), d(1), d(2), d(3), d(4), d(5), d(6), d(7))
                    let x0 = x.0 &+ 512
                    let x1 = x.1 &+ 512
                    let x2 = x.2 &+ 512
                    let x3 = x.3 &+ 512
                    v[column] = (x0 &+ t.3) >> 10
                    v[56 + column] = (x0 &- t.3) >> 10
                    v[8 + column] = (x1 &+ t.2) >> 10
                    v[48 + column] = (x1 &- t.2) >> 10
                    v[16 + column] = (x2 &+ t.1) >> 10
                    v[40 + column] = (x2 &- t.1) >> 10
                    v[24 + column] = (x3 &+ t.0) >> 10
                    v[32 + column] = (x3 &- t.0) >> 10
                }
                let bias = 65536 + (128 << 17)
                for row in 0..<8 {
                    let r = row * 8
                    let (x, t) = oneDimension(
                        v[r], v[r + 1], v[r + 2], v[r + 3], v[r + 4], v[r + 5], v[r + 6], v[r + 7])
                    let line = output + row * stride
                    line[0] = clamp((x.0 &+ bias &+ t.3) >> 17)
                    line[7] = clamp((x.0 &+ bias &- t.3) >> 17)
                    line[1] = clamp((x.1 &+ bias &+ t.2) >> 17)
                    line[6] = clamp((x.1 &+ bias &- t.2) >> 17)
                    line[2] = clamp((x.2 &+ bias &+ t.1) >> 17)
                    line[5] = clamp((x.2 &+ bias &- t.1) >> 17)
                    line[3] = clamp((x.3 &+ bias &+ t.0) >> 17)
                    line[4] = clamp((x.3 &+ bias &- t.0) >> 17)
                }
            }
        }
    }

    @inline(__always)
    static func clamp(_ value: Int) -> UInt8 { UInt8(clamping: value) }
}
