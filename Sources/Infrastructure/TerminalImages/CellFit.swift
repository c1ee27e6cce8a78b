/// How many terminal cells an image takes: as large as fits in the cells given, keeping its
/// shape, where a cell is `cellAspect` times as tall as it is wide.
public struct CellFit: Sendable, Hashable {
    /// Cells across.
    public let columns: Int
    /// Cells down.
    public let rows: Int

    /// The cells an image of `width × height` pixels takes within `columns × rows` cells.
    public init(width: Int, height: Int, columns: Int, rows: Int, cellAspect: Double = 2.0) {
        guard width > 0, height > 0, columns > 0, rows > 0, cellAspect > 0 else {
            (self.columns, self.rows) = (0, 0)
            return
        }
        let imageAspect = Double(width) / Double(height)
        var fitColumns = min(Double(columns), Double(rows) * cellAspect * imageAspect)
        var fitRows = fitColumns / (cellAspect * imageAspect)
        if fitRows > Double(rows) {
            fitRows = Double(rows)
            fitColumns = fitRows * cellAspect * imageAspect
        }
        self.columns = max(1, min(columns, Int(fitColumns.rounded())))
        self.rows = max(1, min(rows, Int(fitRows.rounded())))
    }
}
