import JPEGDecoding

/// libFuzzer's entry point for the JPEG decoder: any bytes (posters come from the network) must
/// decode to an image of the size its header says, or be refused with `JPEGError`; never a trap,
/// never an allocation past the limits (libFuzzer's RSS limit catches one), never a slow input
/// (`Fuzz/run` gives each input 5 seconds: a flood of scans once took hours). Each input is
/// validated (what passes must decode), and decoded whole and at a quarter and an eighth of its
/// size, the scales posters are drawn at.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = JPEGDecoder.Limits(maxSide: 4096, maxPixels: 4_000_000)
    let valid = (try? JPEGDecoder.validate(bytes, limits: limits)) != nil
    guard let image = try? JPEGDecoder.decode(bytes, limits: limits) else {
        precondition(!valid, "validated, but does not decode")
        return 0
    }
    precondition(image.width <= limits.maxSide && image.height <= limits.maxSide, "an image past the limits")
    for divisor in [4, 8] {
        let smallest = ((image.width + divisor - 1) / divisor, (image.height + divisor - 1) / divisor)
        guard let scaled = try? JPEGDecoder.decode(bytes, limits: limits, smallest: smallest) else {
            precondition(!valid, "validated, but does not decode at 1/\(divisor)")
            continue
        }
        precondition(
            scaled.width >= smallest.0 && scaled.height >= smallest.1 && scaled.width <= image.width
                && scaled.pixels.count == scaled.width * scaled.height * 3, "a scaled image of the wrong size")
    }
    return 0
}
