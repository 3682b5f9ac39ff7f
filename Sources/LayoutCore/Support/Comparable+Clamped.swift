extension Comparable {
  /// The value brought into `range`: its nearest end when outside it.
  public func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
