/// "512 bytes", "34.5 KiB", "50.0 MiB": a size in bytes in words, in binary units with one
/// decimal from a kibibyte on.
public enum ByteCountText {
    /// `bytes` in its largest binary unit (up to TiB) with one decimal, or in bytes below 1 KiB.
    public static func text(_ bytes: Int) -> String {
        guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
