import Glibc
import TerminalKit
import Testing

/// `TerminalQuery.cellPixels` over a real pseudo-terminal whose size, in cells and in pixels,
/// the test sets as a terminal emulator would (`TIOCSWINSZ`).
struct TerminalQueryTests {
    /// The cell size the terminal reports for `columns × rows` cells in `width × height` pixels.
    private static func cellPixels(columns: UInt16, rows: UInt16, width: UInt16, height: UInt16) throws -> (
        width: Int, height: Int
    )? {
        var controller: Int32 = 0
        var terminal: Int32 = 0
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: width, ws_ypixel: height)
        try #require(openpty(&controller, &terminal, nil, nil, &size) == 0)
        defer {
            close(controller)
            close(terminal)
        }
        return TerminalQuery.cellPixels(output: terminal)
    }

    @Test func aTerminalThatSaysItsPixelsGivesItsCellSize() throws {
        let cell = try #require(try Self.cellPixels(columns: 80, rows: 24, width: 800, height: 480))
        #expect(cell.width == 10)
        #expect(cell.height == 20)
    }

    @Test(arguments: [
        (UInt16(80), UInt16(24), UInt16(0), UInt16(0)),  // no pixels said (tmux, most pipes)
        (80, 24, 40, 480),  // fewer pixels than columns: a cell 0 wide
        (80, 24, 800, 12),  // fewer pixels than rows
        (1, 1, 60_000, 60_000),  // a cell no screen has
    ])
    func aSizeNoCellCanHaveIsNotBelieved(columns: UInt16, rows: UInt16, width: UInt16, height: UInt16) throws {
        #expect(try Self.cellPixels(columns: columns, rows: rows, width: width, height: height) == nil)
    }

    @Test func aDescriptorThatIsNoTerminalSaysNothing() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { for fd in fds { close(fd) } }
        #expect(TerminalQuery.cellPixels(output: fds[1]) == nil)
    }
}
