/// Colours as terminals take them: 24-bit where the terminal says it has them, else the
/// nearest of xterm's 256-colour palette (its 6×6×6 cube and 24 grays).
public enum TerminalColors {
    /// The cube's six levels per channel.
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The palette index nearest to the colour: the cube's or the gray ramp's.
    public static func paletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        let channels = [Int(red), Int(green), Int(blue)]
        let levels = channels.map(nearestLevel)
        let cube = levels.map { cubeLevels[$0] }
        let cubeIndex = 16 + levels[0] * 36 + levels[1] * 6 + levels[2]
        let mean = channels.reduce(0, +) / 3
        let grayStep = min(23, max(0, (mean - 3) / 10))
        let gray = 8 + grayStep * 10
        let cubeDistance = zip(channels, cube).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
        let grayDistance = channels.reduce(0) { $0 + ($1 - gray) * ($1 - gray) }
        return grayDistance < cubeDistance ? 232 + grayStep : cubeIndex
    }

    /// The red, green and blue of palette entry `index` (16...255).
    public static func paletteColor(_ index: Int) -> (red: Int, green: Int, blue: Int) {
        if index >= 232 {
            let gray = 8 + (index - 232) * 10
            return (gray, gray, gray)
        }
        let cube = max(0, index - 16)
        return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    }

    private static func nearestLevel(_ value: Int) -> Int {
        value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }

    /// The SGR parameters that set the foreground (or background) to the colour.
    static func sgr(red: UInt8, green: UInt8, blue: UInt8, background: Bool, trueColor: Bool) -> String {
        let layer = background ? 48 : 38
        return trueColor
            ? "\(layer);2;\(red);\(green);\(blue)" : "\(layer);5;\(paletteIndex(red: red, green: green, blue: blue))"
    }
}
