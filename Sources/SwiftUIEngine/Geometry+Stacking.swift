import LayoutCore

extension Size {
  /// The size grown by `insets`.
  func outset(by insets: EdgeInsets) -> Size {
    Size(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
  }
}

extension Point {
  /// The coordinate along `axis`.
  func coordinate(along axis: Axis) -> Double { axis == .horizontal ? x : y }
}
