/// One of the two layout axes. A stack's main axis is the one it lines its children up on.
public enum Axis: Sendable, Hashable, CaseIterable {
  case horizontal
  case vertical

  /// The other axis.
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The direction in which horizontal content flows.
public enum LayoutDirection: String, Sendable, Hashable {
  case leftToRight
  case rightToLeft
}
