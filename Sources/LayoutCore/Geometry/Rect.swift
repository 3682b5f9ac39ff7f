/// An origin and a size: a frame.
public struct Rect: Sendable, Hashable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(origin: .zero, size: .zero)

  public var minX: Double { min(origin.x, origin.x + size.width) }
  public var minY: Double { min(origin.y, origin.y + size.height) }
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  public var maxY: Double { max(origin.y, origin.y + size.height) }

  /// The smallest rectangle containing both, as Core Graphics computes it: an empty
  /// rectangle still counts with its origin, so a union that starts from `.zero` always
  /// contains the point (0, 0).
  public func union(_ other: Rect) -> Rect {
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    let right = max(maxX, other.maxX)
    let bottom = max(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
