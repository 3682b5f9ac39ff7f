/// Insets on the four physical edges of a rectangle.
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same insets with left and right swapped (a right-to-left reading of leading/trailing).
  public var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }

  /// Infinite and NaN insets become zero, as QuickLayout sanitises them.
  public var sanitized: EdgeInsets {
    EdgeInsets(top: top.finiteOrZero, left: left.finiteOrZero, bottom: bottom.finiteOrZero, right: right.finiteOrZero)
  }
}

/// A set of edges for `padding(_:_:)`.
public struct EdgeSet: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let top = EdgeSet(rawValue: 1)
  public static let leading = EdgeSet(rawValue: 2)
  public static let bottom = EdgeSet(rawValue: 4)
  public static let trailing = EdgeSet(rawValue: 8)
  public static let horizontal: EdgeSet = [.leading, .trailing]
  public static let vertical: EdgeSet = [.top, .bottom]
  public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// A point in a unit square: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
