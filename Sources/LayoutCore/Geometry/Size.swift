/// A width and a height in points. Components may be infinite (an unbounded proposal).
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Builds a size from a main-axis and a cross-axis length.
  public init(main: Double, cross: Double, axis: Axis) {
    if axis == .horizontal {
      self.init(width: main, height: cross)
    } else {
      self.init(width: cross, height: main)
    }
  }

  public static let zero = Size(width: 0, height: 0)

  /// The length along `axis`.
  public func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }

  /// The length along the main axis `axis`.
  public func main(_ axis: Axis) -> Double { length(along: axis) }

  /// The length across the main axis `axis`.
  public func cross(_ axis: Axis) -> Double { length(along: axis.cross) }

  /// A copy with the length along `axis` replaced.
  public func with(_ value: Double, along axis: Axis) -> Size {
    axis == .horizontal ? Size(width: value, height: height) : Size(width: width, height: value)
  }
}
