import HumanText
import Testing

struct ByteCountTextTests {
    @Test(
        arguments: [
            (0, "0 bytes"), (1, "1 byte"), (1023, "1023 bytes"), (1024, "1.0 KiB"), (35_328, "34.5 KiB"),
            (50 * 1024 * 1024, "50.0 MiB"), (3 * 1024 * 1024 * 1024, "3.0 GiB"),
            (5 * 1024 * 1024 * 1024 * 1024 * 1024, "5120.0 TiB"),
        ])
    func sizesReadInTheirLargestBinaryUnit(bytes: Int, text: String) {
        #expect(ByteCountText.text(bytes) == text)
    }
}
