import LayoutCore

/// Where points land on a picture's cells: `origin` (in points) is at column 1, row 1, so
/// the outline of a rectangle that starts there still has a column and a row before it.
struct CellGrid {
  let origin: Point
  let scale: CellScale

  /// The column of the cell edge nearest `x`.
  func column(_ x: Double) -> Int { 1 + scale.column(x - origin.x) }
  /// The row of the cell edge nearest `y`.
  func row(_ y: Double) -> Int { 1 + scale.row(y - origin.y) }

  /// The cells a frame covers (inclusive); a frame smaller than a cell still covers one. Each
  /// edge goes to the nearest cell edge, so outlines that touch share a cell edge and one is
  /// never off by more than half a cell; a width that is not a whole number of cells therefore
  /// takes one column more or less by where it starts (16 pt at 3 pt a column: 5 or 6). The
  /// canvas, containers, offers and shading are drawn so; views' boxes keep their sizes alike
  /// where they can (`BoxCells`).
  func cells(_ frame: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
    let left = column(frame.minX)
    let top = row(frame.minY)
    return (left...max(left, column(frame.maxX) - 1), top...max(top, row(frame.maxY) - 1))
  }

  /// The point where a column starts.
  func x(ofColumn column: Int) -> Double { origin.x + Double(column - 1) * scale.pointsPerColumn }
  /// The point where a row starts.
  func y(ofRow row: Int) -> Double { origin.y + Double(row - 1) * scale.pointsPerRow }
}
