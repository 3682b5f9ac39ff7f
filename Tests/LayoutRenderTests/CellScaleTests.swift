import XCTest
@testable import LayoutRender

/// How points map to terminal cells.
final class CellScaleTests: XCTestCase {
  /// (width in points, columns, zoom, points per column): the roundest scale that fits.
  static let fits: [(Double, Int, Double, Double)] = [
    (375, 98, 1, 4), (375, 200, 1, 2), (216, 98, 1, 2.5), (320, 98, 1, 4), (1000, 98, 1, 12),
    (375, 98, 2, 2), (10, 98, 1, 0.25), (0, 98, 1, 1), (.infinity, 98, 1, 1), (1e7, 98, 1, 102_041),
  ]

  func testFittingChoosesARoundScaleAndRowsTwiceColumns() {
    for (width, columns, zoom, expected) in Self.fits {
      let scale = CellScale.fitting(width: width, columns: columns, zoom: zoom)
      XCTAssertEqual(scale.pointsPerColumn, expected, "\(width) in \(columns) at zoom \(zoom)")
      XCTAssertEqual(scale.pointsPerRow, expected * 2)
    }
  }

  func testCapKeepsHugeExtentsToAFewCells() {
    let scale = CellScale(pointsPerColumn: 1, pointsPerRow: 2).capped(for: .init(width: 10_000, height: 100), columns: 1000, rows: 1000)
    XCTAssertEqual(scale.pointsPerColumn, 10)
    XCTAssertEqual(scale.pointsPerRow, 20)
  }

  func testFramesLandOnTheNearestCellEdgesAndNeverVanish() {
    let grid = CellGrid(origin: .zero, scale: CellScale(pointsPerColumn: 4, pointsPerRow: 8))
    let cells = grid.cells(.init(x: 16, y: 26, width: 40, height: 40))
    XCTAssertEqual(cells.columns, 5...14)
    XCTAssertEqual(cells.rows, 4...8)
    let dot = grid.cells(.init(x: 16, y: 16, width: 0, height: 0))
    XCTAssertEqual(dot.columns, 5...5)
    XCTAssertEqual(dot.rows, 3...3)
  }
}
