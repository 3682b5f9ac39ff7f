/// A point in a layout's coordinate space, y growing downwards.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Builds a point from a main-axis and a cross-axis coordinate.
  public init(main: Double, cross: Double, axis: Axis) {
    if axis == .horizontal {
      self.init(x: main, y: cross)
    } else {
      self.init(x: cross, y: main)
    }
  }

  public static let zero = Point(x: 0, y: 0)

  public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
}
