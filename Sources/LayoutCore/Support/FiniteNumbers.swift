extension Double {
  /// The number, or 0 when it is NaN or infinite: how QuickLayout reads an offset, an inset or
  /// a spacing it cannot use.
  public var finiteOrZero: Double { isFinite ? self : 0 }

  /// The number as a length the script fixed: nil when NaN or infinite (the side then follows
  /// the child), never below 0.
  public var fixedLength: Double? { isFinite ? Swift.max(self, 0) : nil }
}

extension Size {
  /// The size with NaN and infinite sides made 0: an `expand(by:)` QuickLayout can use.
  public var finiteOrZero: Size { Size(width: width.finiteOrZero, height: height.finiteOrZero) }
}
