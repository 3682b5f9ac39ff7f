import XCTest
@testable import QuickLayoutEngine
import LayoutCore

/// QuickLayout's rounding: positions to the nearest pixel, sizes never down.
final class PixelGridTests: XCTestCase {
  /// (scale, value, position rounding, size rounding)
  static let values: [(Double, Double, Double, Double)] = [
    (2, 10.25, 10.5, 10.5),
    (2, 10.2, 10.0, 10.5),
    (2, 10.00001, 10.0, 10.0),       // within the 0.0001 tolerance: whole
    (2, 1.249999, 1.5, 1.5),         // a hair below a half rounds up for positions
    (3, 33.333333, 33.333333, 33.333333),
    (3, 10.1, 10.0, 10.333333),
    (2, -11.75, -12.0, -12.0),       // away from zero on both sides
    (1, 0.5, 1.0, 1.0),
  ]

  func testRounding() {
    for (scale, value, position, size) in Self.values {
      let grid = PixelGrid(scale: scale)
      XCTAssertEqual(grid.position(value), position, accuracy: 0.00001, "position of \(value) at @\(scale)")
      XCTAssertEqual(grid.size(value), size, accuracy: 0.00001, "size of \(value) at @\(scale)")
    }
  }

  func testInfinityPassesThrough() {
    XCTAssertEqual(PixelGrid(scale: 2).position(.infinity), .infinity)
  }
}
