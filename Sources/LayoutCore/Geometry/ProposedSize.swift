/// A size SwiftUI proposes (its `ProposedViewSize`): each side a length, or nil for
/// "unspecified" (the child's ideal).
public struct ProposedSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Side by side, written out so that the engines' memo searches inline it.
  @inlinable public static func == (lhs: ProposedSize, rhs: ProposedSize) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
  }

  /// A proposal of exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// A proposal of `main` along `axis` and `cross` across it.
  public init(main: Double?, cross: Double?, axis: Axis) {
    switch axis {
    case .horizontal: self.init(width: main, height: cross)
    case .vertical: self.init(width: cross, height: main)
    }
  }

  public subscript(axis: Axis) -> Double? {
    axis == .horizontal ? width : height
  }

  /// The proposal with its unspecified sides made 10 (SwiftUI's `replacingUnspecifiedDimensions()`).
  public var replacingUnspecified: Size {
    Size(width: width ?? 10, height: height ?? 10)
  }

  /// The proposal as a size for reports: an unspecified side reads as infinity.
  public var reported: Size {
    Size(width: width ?? .infinity, height: height ?? .infinity)
  }

  /// The proposal less `insets`, never below zero; unspecified sides stay unspecified.
  public func inset(by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(width: width.map { max($0 - insets.left - insets.right, 0) },
                 height: height.map { max($0 - insets.top - insets.bottom, 0) })
  }
}
