import JPEGDecoding

/// libFuzzer's entry point for the JPEG decoder: any bytes (posters come from the network) must
/// decode to an image of the size its header says, or be refused with `JPEGError`; never a trap,
/// never an allocation past the limits (libFuzzer's RSS limit catches one).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = JPEGDecoder.Limits(maxSide: 4096, maxPixels: 4_000_000)
    guard let image = try? JPEGDecoder.decode(bytes, limits: limits) else { return 0 }
    precondition(image.width <= limits.maxSide && image.height <= limits.maxSide, "an image past the limits")
    return 0
}
