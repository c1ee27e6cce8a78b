import JPEGDecoding
import TerminalKit

/// The kitty graphics protocol: raw RGB pixels, Base64 in chunks of at most 4,096 bytes,
/// placed at the cursor over `fit`'s cells. <https://sw.kovidgoyal.net/kitty/graphics-protocol/>
public enum KittyImage {
    /// The image's id, so that `delete` removes just it.
    public static let imageID = 7111

    /// The escape sequences that show `image` (sent at its pixel size, scaled by the terminal
    /// to `fit`'s cells); the cursor stays where it was unless `movesCursor`, when it ends
    /// after the image's last row, as after text.
    public static func sequence(_ image: RGBImage, fit: CellFit, movesCursor: Bool = false) -> String {
        let payload = Array(Base64.encoded(image.pixels).utf8)
        var output = ""
        var start = 0
        repeat {
            let end = min(payload.count, start + 4096)
            let more = end < payload.count ? 1 : 0
            let control =
                start == 0
                ? "a=T,q=2,C=\(movesCursor ? 0 : 1),f=24,i=\(imageID),s=\(image.width),v=\(image.height),c=\(fit.columns),r=\(fit.rows),m=\(more)"
                : "m=\(more)"
            output += "\u{1B}_G\(control);" + String(decoding: payload[start..<end], as: UTF8.self) + "\u{1B}\\"
            start = end
        } while start < payload.count
        return output
    }

    /// Removes the image from the screen and the terminal's memory.
    public static let delete = "\u{1B}_Ga=d,d=I,i=\(imageID),q=2\u{1B}\\"
}
