import LayoutCore

/// How many points one terminal column and one terminal row stand for. A row is twice a
/// column, as a terminal cell is about twice as tall as it is wide, so shapes keep their
/// proportions.
public struct CellScale: Sendable, Hashable, CustomStringConvertible {
  public var pointsPerColumn: Double
  public var pointsPerRow: Double

  public init(pointsPerColumn: Double, pointsPerRow: Double) {
    self.pointsPerColumn = pointsPerColumn
    self.pointsPerRow = pointsPerRow
  }

  /// The roundest scale at which `width` points fit in `columns` columns, zoomed in by
  /// `zoom` (2 gives cells of half as many points).
  public static func fitting(width: Double, columns: Int, zoom: Double = 1) -> CellScale {
    let needed = width.isFinite && width > 0 ? width / Double(max(columns, 1)) : 1
    let column = roundValues.first { $0 >= needed } ?? (needed.rounded(.up))
    let zoomed = zoom.isFinite && zoom > 0 ? column / zoom : column
    return CellScale(pointsPerColumn: zoomed, pointsPerRow: zoomed * 2)
  }

  /// The same scale made coarse enough that `extent` takes at most `columns` × `rows` cells.
  func capped(for extent: Size, columns: Int, rows: Int) -> CellScale {
    let factor = max(1, extent.width / (pointsPerColumn * Double(columns)), extent.height / (pointsPerRow * Double(rows)))
    return factor > 1 ? CellScale(pointsPerColumn: pointsPerColumn * factor, pointsPerRow: pointsPerRow * factor) : self
  }

  /// The column of the cell edge nearest `x` points.
  func column(_ x: Double) -> Int { Self.cell(x / pointsPerColumn) }
  /// The row of the cell edge nearest `y` points.
  func row(_ y: Double) -> Int { Self.cell(y / pointsPerRow) }

  private static func cell(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? 1_000_000 : -1_000_000 }
    return Int((value + 0.5).rounded(.down).clamped(to: -1_000_000...1_000_000))
  }

  public var description: String {
    "1 cell = \(formatPoints(pointsPerColumn))×\(formatPoints(pointsPerRow)) pt"
  }

  private static let roundValues: [Double] = [
    0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 16, 20, 25, 30, 40, 50, 60, 80, 100,
    125, 150, 200, 250, 300, 400, 500, 1000,
  ]
}
